import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { createFrame } from '@frameshop/domain/catalogue/frames.service';
import type { ServiceContext } from '@frameshop/domain/shared/context';
import { describe, expect, it } from 'vitest';
import {
  acceptNextConfirm,
  createShopper,
  type E2E,
  loginContext,
  PHONE,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

async function trpcMutation(e2e: E2E, path: string, input: unknown) {
  const res = await e2e.context.request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: e2e.server.baseUrl },
  });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()).result.data;
}

/** Frames to review, made by the admin (the browser context ends up logged out). */
async function makeFrames(e2e: E2E, count: number): Promise<number[]> {
  await loginContext(e2e);
  const material = await trpcMutation(e2e, 'catalogue.materials.create', { name: 'Art Paper' });
  const frameMaterial = await trpcMutation(e2e, 'catalogue.frameMaterials.create', {
    name: 'Sheesham Wood',
  });
  const admin: ServiceContext = {
    ...e2e.server.app.deps,
    actor: { userId: 1, role: 'admin', sessionId: 'test', permissions: PERMISSIONS },
    ip: '::1',
  };
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const frame = await createFrame.execute(admin, {
      name: `Heritage ${i}`,
      basePrice: 999 + i,
      description: 'Hand-finished sheesham.',
      colors: ['Walnut'],
      materialId: material.materialId,
      frameMaterialId: frameMaterial.frameMaterialId,
      frameShape: 'Square',
    });
    ids.push(frame.frameId);
  }
  await e2e.context.clearCookies();
  return ids;
}

/** A shopper signs up, logs in and writes reviews through tRPC as themself. */
async function reviewAs(
  e2e: E2E,
  shopper: { email: string; name: [string, string] },
  reviews: { frameId: number; rating: number; title: string; review: string }[],
) {
  await createShopper(e2e, shopper.email, 'shopper-pass-1', shopper.name);
  await loginContext(e2e, shopper.email, 'shopper-pass-1');
  const created = [];
  for (const review of reviews) {
    created.push(await trpcMutation(e2e, 'content.reviews.create', review));
  }
  await e2e.context.clearCookies();
  return created;
}

describe('review management (desktop)', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('pages, searches by user, rating and title, and deletes a shopper review', async () => {
    const { page } = e2e;
    const frames = await makeFrames(e2e, 9);
    const people: [string, string][] = [
      ['Aarti', 'Desai'],
      ['Bhavesh', 'Shah'],
      ['Chitra', 'Rao'],
      ['Dev', 'Malhotra'],
      ['Esha', 'Kulkarni'],
      ['Farhan', 'Ali'],
    ];
    for (const [p, name] of people.entries()) {
      await reviewAs(
        e2e,
        { email: `${name[0].toLowerCase()}@example.com`, name },
        frames.map((frameId, f) => ({
          frameId,
          rating: (p + f) % 4,
          title: `Decent frame ${p}-${f}`,
          review: 'It does the job.',
        })),
      );
    }
    const [mine] = await reviewAs(e2e, { email: 'meera@example.com', name: ['Meera', 'Kapoor'] }, [
      {
        frameId: frames[0] as number,
        rating: 5,
        title: 'Lovely teak finish',
        review: 'Arrived well packed in Jaipur. <script>alert(1)</script> Looks great!',
      },
    ]);
    expect(mine).toMatchObject({ name: 'Meera Kapoor', rating: 5 });

    await loginContext(e2e);
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { name: 'Review Management' }).waitFor();
    expect(await page.title()).toBe('Reviews · Admin · Frame Shop');
    await page.getByText('Showing 1 to 10 of 55 reviews').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'User',
      'Frame',
      'Title',
      'Rating',
      'Comment',
      'Date',
      'Actions',
    ]);

    // Six pages: a window of five numbers that follows the current page.
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button').allTextContents()).toEqual([
      'Previous',
      '1',
      '2',
      '3',
      '4',
      '5',
      'Next',
    ]);
    await pager.getByRole('button', { name: 'Page 5' }).click();
    await page.getByText('Showing 41 to 50 of 55 reviews').waitFor();
    expect(await pager.getByRole('button').allTextContents()).toEqual([
      'Previous',
      '2',
      '3',
      '4',
      '5',
      '6',
      'Next',
    ]);
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 51 to 55 of 55 reviews').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(5);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    const search = page.getByLabel('Search reviews');
    await search.fill('meera');
    await page.getByText('Showing 1 to 1 of 1 reviews').waitFor();
    const row = page.locator('tbody tr');
    expect(await row.locator('td').allTextContents()).toEqual([
      'Meera Kapoor',
      'Heritage 1Shop page',
      'Lovely teak finish',
      '5/5',
      'Arrived well packed in Jaipur. <script>alert(1)</script> Looks great!',
      expect.stringMatching(/\d{4}$/),
      'Delete',
    ]);
    // Issue 24: the frame the review is about, linked to its admin page and the shop's page.
    expect(
      await row.getByRole('link', { name: 'Heritage 1', exact: true }).getAttribute('href'),
    ).toBe(`/admin/frame/${frames[0]}`);
    expect(
      await row
        .getByRole('link', { name: 'Heritage 1 in the shop (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe(`/Singleproduct/${frames[0]}`);
    // By rating: only Meera gave 5; "3/5" finds the threes.
    await search.fill('5/5');
    await page.getByText('Showing 1 to 1 of 1 reviews').waitFor();
    await search.fill('3/5');
    await expect
      .poll(() => page.locator('tbody td:nth-child(4)').allTextContents())
      .toSatisfy((ratings: string[]) => ratings.length > 0 && ratings.every((r) => r === '3/5'));
    await search.fill('TEAK FINISH');
    await page.getByText('Showing 1 to 1 of 1 reviews').waitFor();
    await search.fill('nothing like this');
    await page.getByText('No reviews match your search').waitFor();
    await search.fill('Lovely teak');

    page.once('dialog', (d) => void d.dismiss());
    const del = row.getByRole('button', {
      name: 'Delete review "Lovely teak finish" by Meera Kapoor',
    });
    await del.click();
    await expect.poll(() => row.count()).toBe(1);
    const question = acceptNextConfirm(page);
    await del.click();
    expect(await question).toBe('Are you sure you want to delete this review?');
    await expect.poll(() => toast(page, 'Review deleted!').isVisible()).toBe(true);
    await page.getByText('No reviews match your search').waitFor();
    const left = await e2e.context.request.get('/api/review/getallreviews');
    expect(
      (await left.json()).reviews.some((r: { title: string }) => r.title === 'Lovely teak finish'),
    ).toBe(false);
    await search.fill('');
    await page.getByText('Showing 1 to 10 of 54 reviews').waitFor();
  });
});

describe('review management (phone)', () => {
  const e2e = useE2E(PHONE);

  it('shows cards below 640 px and the server error when the review is already gone', async () => {
    const { page } = e2e;
    const [frameId] = await makeFrames(e2e, 1);
    const [review] = await reviewAs(e2e, { email: 'kiran@example.com', name: ['Kiran', 'Bose'] }, [
      { frameId: frameId as number, rating: 2, title: 'Glass was chipped', review: '' },
    ]);
    await loginContext(e2e);
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { name: 'Review Management' }).waitFor();
    expect(await page.locator('table').isVisible()).toBe(false);
    const card = page.locator('li', { hasText: 'Glass was chipped' });
    await card.getByText('2/5').waitFor();
    await card.getByText('No comment').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Someone else deleted it meanwhile: the server's reason is shown.
    await trpcMutation(e2e, 'content.reviews.delete', { ratingId: review.ratingId });
    const question = acceptNextConfirm(page);
    await card
      .getByRole('button', { name: 'Delete review "Glass was chipped" by Kiran Bose' })
      .click();
    await question;
    await expect.poll(() => toast(page, 'Review not found').isVisible()).toBe(true);
  });
});
