import { describeAdapter } from '@frameshop/db/testing/test-database';
import { archiveFrame } from '@frameshop/domain/catalogue/frames.repository';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { useContentRest } from './support/content-rest';

/** Reviews over REST: the author from the account, one per frame, the frame's rating follows. */
describeAdapter('content REST (issue 9 calls)', (t) => {
  const suite = useContentRest(t);
  const { call, refused, frame } = suite;
  let app: FastifyInstance;
  let shopper: Record<string, string>;
  let shopper2: Record<string, string>;
  beforeAll(() => {
    ({ app, shopper, shopper2 } = suite);
  });

  it("reviews: create as a shopper (name from the account), by frame, all (admin), delete; the frame's rating follows", async () => {
    const frameId = await frame(`Oak ${Date.now()}`);
    const created = await call(
      'POST',
      '/review/create',
      { frameId, rating: 4, title: 'Lovely', review: 'Neat', name: 'Somebody Else' },
      shopper,
    );
    expect(created.statusCode).toBe(400);
    // A JSON body's numbers are numbers (issue 19): a rating as text is a 400.
    const text = await call(
      'POST',
      '/review/create',
      { frameId, rating: '4', title: 'Lovely', review: 'Neat' },
      shopper,
    );
    expect(text.statusCode, text.body).toBe(400);
    const ok = await call(
      'POST',
      '/review/create',
      { frameId, rating: 4, title: 'Lovely', review: 'Neat' },
      shopper,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Review added',
      review: { frameId, rating: 4, title: 'Lovely', review: 'Neat', name: 'Asha Rao' },
    });
    const second = await refused(409, () =>
      call('POST', '/review/create', { frameId, rating: 5, title: 'Again' }, shopper),
    );
    expect(second.json().message).toBe(
      'You have already reviewed this frame. Edit your review instead.',
    );
    for (const rating of [6, -1, 2.5]) {
      await refused(400, () =>
        call('POST', '/review/create', { frameId, rating, title: 'x' }, shopper2),
      );
    }
    await refused(404, () =>
      call('POST', '/review/create', { frameId: 99_999, rating: 3, title: 'x' }, shopper2),
    );
    const archived = await frame(`Archived ${Date.now()}`);
    await archiveFrame(t.db, archived, Date.now());
    await refused(404, () =>
      call('POST', '/review/create', { frameId: archived, rating: 3, title: 'x' }, shopper2),
    );
    await refused(401, () =>
      call('POST', '/review/create', { frameId, rating: 3, title: 'x' }, {}),
    );
    await call('POST', '/review/create', { frameId, rating: 1, title: 'Meh' }, shopper2);

    const byFrame = await app.inject({ url: `/api/review/getbyframe/${frameId}` });
    expect(byFrame.statusCode).toBe(200);
    expect(byFrame.json().reviews.map((r: { title: string }) => r.title)).toEqual([
      'Meh',
      'Lovely',
    ]);
    const paged = await app.inject({ url: `/api/review/getbyframe/${frameId}?page=2&limit=1` });
    expect(paged.json()).toMatchObject({
      reviews: [{ title: 'Lovely' }],
      pagination: { page: 2, limit: 1, totalItems: 2, totalPages: 2 },
    });
    const frameRead = (await app.inject({ url: `/api/frame/getbyid/${frameId}` })).json().data;
    expect(frameRead).toMatchObject({ averageRating: 2.5, totalRatings: 2 });

    const all = await call('GET', '/review/getallreviews');
    expect(all.json().reviews).toHaveLength(2);
    expect((await call('GET', '/review/getallreviews', undefined, shopper)).statusCode).toBe(403);
    const ratingId = ok.json().review.ratingId;
    expect(
      (await call('DELETE', `/review/deletereview/${ratingId}`, undefined, shopper)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/review/deletereview/${ratingId}`)).json()).toEqual({
      message: 'Review deleted!',
    });
    expect((await app.inject({ url: `/api/frame/getbyid/${frameId}` })).json().data).toMatchObject({
      averageRating: 1,
      totalRatings: 1,
    });
  });
});
