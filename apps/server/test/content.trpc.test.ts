import { appRouter } from '@frameshop/api/root';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheablePaths } from '../src/plugins/trpc-read-cache';
import { SECTIONS, useContentRest } from './support/content-rest';

/** Content over tRPC, the statement budget of the public reads, and which reads the HTTP cache serves. */
describeAdapter('content REST (issue 9 calls)', (t) => {
  const suite = useContentRest(t);
  const { call, form, frame, counter } = suite;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  let shopper2: Record<string, string>;
  beforeAll(() => {
    ({ app, admin, shopper, shopper2 } = suite);
  });

  it('tRPC: news and posts without files, review edit by its author only', async () => {
    const trpc = (path: string, input: unknown, headers = admin) =>
      app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers });
    const news = await trpc('content.news.create', {
      title: 'Via tRPC',
      author: 'A',
      shortDesc: 'S',
      sections: SECTIONS,
    });
    expect(news.statusCode, news.body).toBe(200);
    expect(news.json().result.data).toMatchObject({
      title: 'Via tRPC',
      image: null,
      sections: SECTIONS,
    });
    const bad = await trpc('content.news.create', {
      title: 'X',
      author: 'A',
      shortDesc: 'S',
      sections: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const noImage = await trpc('content.posts.create', {
      instagramLink: 'https://instagram.com/p/x',
    });
    expect(noImage.statusCode).toBe(400);

    const frameId = await frame(`Trpc ${Date.now()}`);
    const review = await trpc(
      'content.reviews.create',
      { frameId, rating: 3, title: 'Fine' },
      shopper,
    );
    expect(review.statusCode, review.body).toBe(200);
    const ratingId = review.json().result.data.ratingId;
    const hijack = await trpc(
      'content.reviews.update',
      { ratingId, rating: 0, title: 'Bad' },
      shopper2,
    );
    expect(hijack.statusCode).toBe(403);
    const edit = await trpc(
      'content.reviews.update',
      { ratingId, rating: 5, title: 'Great' },
      shopper,
    );
    expect(edit.json().result.data).toMatchObject({ rating: 5, title: 'Great' });
    expect((await app.inject({ url: `/api/frame/getbyid/${frameId}` })).json().data).toMatchObject({
      averageRating: 5,
      totalRatings: 1,
    });
    const status = await trpc('content.contacts.setStatus', {
      contactId: 99_999,
      status: 'closed',
    });
    expect(status.statusCode).toBe(404);
  });

  it('statement budget: the news list in at most 2 statements, a frame reviews page in at most 2', async () => {
    for (let i = 0; i < 15; i++) {
      await call('POST', '/contact/create', {}, {}); // noise: refused, stores nothing
      await form('POST', '/news/createnews', {
        title: `Story ${i}`,
        author: 'A',
        shortDesc: 'S',
        sections: JSON.stringify(SECTIONS),
      });
    }
    const frameId = await frame(`Budget ${Date.now()}`);
    await call('POST', '/review/create', { frameId, rating: 4, title: 'One' }, shopper);
    await call('POST', '/review/create', { frameId, rating: 2, title: 'Two' }, shopper2);
    const statements = async (url: string) => {
      app.deps.caches.invalidate(['content']);
      counter.count = 0;
      const res = await app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      return counter.count;
    };
    expect(await statements('/api/news/getallnews?page=1&limit=12')).toBeLessThanOrEqual(2);
    expect(await statements('/api/news/getallnews?page=2&limit=12')).toBeLessThanOrEqual(2);
    expect(await statements(`/api/review/getbyframe/${frameId}`)).toBeLessThanOrEqual(2);
    expect(
      await statements(
        `/trpc/content.news.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`,
      ),
    ).toBeLessThanOrEqual(2);
    // Served from the content cache until a content write clears it.
    counter.count = 0;
    await app.inject({ url: '/api/news/getallnews?page=1&limit=12' });
    expect(counter.count).toBe(0);
  });
});

describe('content procedures and the HTTP read cache', () => {
  it('serves exactly the public content reads from the content cache', () => {
    const paths = cacheablePaths(appRouter);
    const content = [...paths.entries()].filter(([path]) => path.startsWith('content.'));
    expect(Object.fromEntries(content)).toEqual({
      'content.news.list': 'content',
      'content.news.byId': 'content',
      'content.sliders.list': 'content',
      'content.posts.list': 'content',
      'content.wall.get': 'content',
      'content.reviews.listForFrame': 'content',
    });
  });
});
