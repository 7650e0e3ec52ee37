import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { listFrames } from '../src/catalogue/frames.service';
import { listContacts } from '../src/content/contacts.service';
import { listNews } from '../src/content/news.service';
import { listPosts } from '../src/content/posts.service';
import { listAllReviews } from '../src/content/reviews.service';
import { listSliders } from '../src/content/sliders.service';
import { getWall } from '../src/content/wall.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue';
import { seedDemoContent } from '../src/seed/demo-content';
import type { DomainDeps, ServiceContext } from '../src/shared/context';
import { systemContext } from '../src/shared/context';
import { freshContent } from './content-fixtures';

/** The demo content seed: what it makes, once, and only as system work. */
describeEachDialect('content service', (t) => {
  let deps: DomainDeps;
  let admin: ServiceContext;
  let anon: ServiceContext;
  beforeEach(async () => {
    ({ deps, admin, anon } = await freshContent(t));
  });
  it('demo content: sliders, posts, wall, news, inquiries in each state, 40+ reviews; once', async () => {
    const system = systemContext(deps, 'seed');
    await seedDemoCatalogue.run(system, undefined);
    const started = Date.now();
    const result = await seedDemoContent.run(system, undefined);
    // Timed for the log, not asserted: wall-clock limits fail on a busy machine (benches measure).
    console.info(`[seed] demo content in ${Date.now() - started} ms`);
    expect(result).toEqual({ news: 8, reviews: expect.any(Number) });
    expect(result?.reviews).toBeGreaterThanOrEqual(40);
    expect(await listSliders.execute(anon, undefined)).toHaveLength(3);
    expect(await listPosts.execute(anon, undefined)).toHaveLength(6);
    expect((await getWall.execute(anon, undefined)).title).toBeTruthy();
    const news = await listNews.execute(anon, {});
    expect(news.pagination.totalItems).toBe(8);
    expect(news.data.every((n) => n.sections.length > 0)).toBe(true);
    expect(new Set((await listContacts.execute(admin, undefined)).map((c) => c.status))).toEqual(
      new Set(['new', 'pending', 'closed']),
    );
    const reviews = await listAllReviews.execute(admin, undefined);
    expect(new Set(reviews.map((r) => r.userId)).size).toBeGreaterThanOrEqual(5);
    // Every frame's counters equal its reviews.
    const frames = (await listFrames.execute(anon, { limit: 100 })).data;
    for (const frame of frames) {
      const own = reviews.filter((r) => r.frameId === frame.frameId);
      expect(frame.totalRatings).toBe(own.length);
    }
    expect(await seedDemoContent.run(system, undefined)).toBeNull();
    await expect(seedDemoContent.run(admin, undefined)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  }, 60_000);
});
