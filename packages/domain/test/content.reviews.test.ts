import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { deleteUser } from '../src/accounts/accounts.service';
import { frameMaterials, materials } from '../src/catalogue/attributes.service';
import { archiveFrame } from '../src/catalogue/frames.repository';
import { createFrame, getFrame } from '../src/catalogue/frames.service';
import { createSize } from '../src/catalogue/sizes.service';
import {
  createReview,
  deleteReview,
  listAllReviews,
  listFrameReviews,
  updateReview,
} from '../src/content/reviews.service';
import type { DomainDeps, ServiceContext } from '../src/shared/context';
import { signup } from '../src/users/auth.service';
import { freshContent } from './content-fixtures';
import { ctxFor } from './helpers';

/** Reviews: the author from the account, one per frame, the frame's counters kept in step. */
describeEachDialect('content service', (t) => {
  let deps: DomainDeps;
  let admin: ServiceContext;
  let anon: ServiceContext;
  beforeEach(async () => {
    ({ deps, admin, anon } = await freshContent(t));
  });
  async function frameAndShoppers() {
    const material = await materials.create.run(admin, { name: 'Canvas' });
    const frameMaterial = await frameMaterials.create.run(admin, { name: 'Teak' });
    const size = await createSize.run(admin, { width: 8, height: 10 });
    const makeFrame = (name: string) =>
      createFrame.execute(admin, {
        name,
        basePrice: 999,
        description: 'Solid',
        colors: ['Brown'],
        materialId: material.materialId,
        frameMaterialId: frameMaterial.frameMaterialId,
        frameShape: 'Square',
        sizes: [{ sizeId: size.sizeId, price: 999, total_qty: 5 }],
      });
    const frame = await makeFrame('Oak Classic');
    const other = await makeFrame('Teak Slim');
    const shoppers: ServiceContext[] = [];
    for (const [first, last] of [
      ['Asha', 'Rao'],
      ['Vikram', 'Singh'],
    ] as const) {
      const user = await signup.run(ctxFor(deps), {
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}@example.com`,
        password: 'a-long-unusual-passphrase',
      });
      shoppers.push(ctxFor(deps, { userId: user.userId, role: 'user', sessionId: first }));
    }
    return { frame, other, shoppers: shoppers as [ServiceContext, ServiceContext] };
  }

  it("reviews: the author's name from the account, one per frame, counters kept in step", async () => {
    const { frame, other, shoppers } = await frameAndShoppers();
    const [asha, vikram] = shoppers;
    const review = await createReview.execute(asha, {
      frameId: frame.frameId,
      rating: 4,
      title: 'Lovely',
      review: 'Sturdy <b>and</b> neat',
    });
    expect(review).toMatchObject({ name: 'Asha Rao', rating: 4, review: 'Sturdy <b>and</b> neat' });
    await expect(
      createReview.execute(asha, {
        frameId: frame.frameId,
        rating: 5,
        title: 'Again',
        name: 'Fake',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      createReview.execute(asha, { frameId: frame.frameId, rating: 5, title: 'Again' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reviewed this frame. Edit your review instead.',
    });
    for (const rating of [6, -1, 2.5]) {
      await expect(
        createReview.execute(vikram, { frameId: frame.frameId, rating, title: 'x' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(
      createReview.execute(vikram, { frameId: 987_654, rating: 3, title: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await archiveFrame(deps.db, other.frameId, Date.now());
    await expect(
      createReview.execute(vikram, { frameId: other.frameId, rating: 3, title: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Frame not found' });
    await expect(
      createReview.execute(anon, { frameId: frame.frameId, rating: 3, title: 'x' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    await createReview.execute(vikram, { frameId: frame.frameId, rating: 1, title: 'Meh' });
    expect(await getFrame.run(anon, { frameId: frame.frameId })).toMatchObject({
      averageRating: 2.5,
      totalRatings: 2,
    });
    await expect(
      updateReview.execute(vikram, { ratingId: review.ratingId, rating: 0, title: 'Hijack' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await updateReview.execute(asha, { ratingId: review.ratingId, rating: 5, title: 'Lovely!' });
    expect(await getFrame.run(anon, { frameId: frame.frameId })).toMatchObject({
      averageRating: 3,
      totalRatings: 2,
    });
    const page = await listFrameReviews.execute(anon, { frameId: frame.frameId });
    expect(page.reviews.map((r) => r.title)).toEqual(['Meh', 'Lovely!']);
    expect(page.pagination.totalItems).toBe(2);
    // Issue 24: the admin's list names the frame each review is about.
    const all = await listAllReviews.execute(admin, undefined);
    expect(all.map((r) => [r.frameId, r.frameName])).toEqual([
      [frame.frameId, frame.name],
      [frame.frameId, frame.name],
    ]);

    await deleteReview.execute(admin, { ratingId: review.ratingId });
    expect(await getFrame.run(anon, { frameId: frame.frameId })).toMatchObject({
      averageRating: 1,
      totalRatings: 1,
    });
    // Deleting the account takes its reviews and their share of the counters with it.
    await deleteUser.run(admin, { userId: (vikram.actor as { userId: number }).userId });
    expect(await getFrame.run(anon, { frameId: frame.frameId })).toMatchObject({
      averageRating: 0,
      totalRatings: 0,
    });
    expect(await listAllReviews.execute(admin, undefined)).toEqual([]);
  });
});
