import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { createNews, deleteNews, getNews, listNews, updateNews } from '../src/content/news.service';
import type { DomainDeps, ServiceContext } from '../src/shared/context';
import { SVG, testImage } from '../src/testing/images';
import { filesIn, freshContent, SECTIONS } from './content-fixtures';
import { ctxFor } from './helpers';

/** News: sections and images, search and pages, refused input, the public cache. */
describeEachDialect('content service', (t) => {
  let deps: DomainDeps;
  let admin: ServiceContext;
  let anon: ServiceContext;
  beforeEach(async () => {
    ({ deps, admin, anon } = await freshContent(t));
  });
  it('news: create with sections and an image, list with search and pages, read, update, delete', async () => {
    const before = filesIn('news');
    const created = await createNews.run(
      admin,
      {
        title: 'Framing 101',
        author: 'Meera',
        shortDesc: 'Basics',
        sections: SECTIONS,
        removeImage: false,
      },
      [await testImage('png')],
    );
    expect(created).toMatchObject({ title: 'Framing 101', author: 'Meera', sections: SECTIONS });
    expect(created.image).toMatch(/^uploads\/news\/[0-9a-f]{32}-800\.webp$/);
    expect(filesIn('news')).toBe(before + 3);
    for (let i = 0; i < 13; i++) {
      await createNews.execute(admin, { title: `Story ${i}`, author: 'Ravi', shortDesc: 'More' });
    }
    const page1 = await listNews.run(admin, { page: 1, limit: 12, search: '' });
    expect(page1.data).toHaveLength(12);
    expect(page1.pagination).toEqual({ page: 1, limit: 12, totalItems: 14, totalPages: 2 });
    const found = await listNews.execute(anon, { search: 'FRAMING' });
    expect(found.data.map((n) => n.newsId)).toEqual([created.newsId]);
    expect((await listNews.execute(anon, { search: '100%' })).data).toEqual([]);

    // No image and no removeImage: the image stays.
    const edited = await updateNews.execute(admin, {
      newsId: created.newsId,
      title: 'Framing 102',
      author: 'Meera',
      shortDesc: 'Basics',
      sections: [],
    });
    expect(edited).toMatchObject({ title: 'Framing 102', image: created.image, sections: [] });
    expect((await getNews.run(anon, { newsId: created.newsId })).title).toBe('Framing 102');
    // A new image replaces the old one's files.
    const replaced = await updateNews.execute(
      admin,
      { newsId: created.newsId, title: 'x', author: 'y', shortDesc: 'z' },
      [await testImage('jpeg')],
    );
    expect(replaced.image).not.toBe(created.image);
    expect(filesIn('news')).toBe(before + 3);
    const removed = await updateNews.execute(admin, {
      newsId: created.newsId,
      title: 'x',
      author: 'y',
      shortDesc: 'z',
      removeImage: true,
    });
    expect(removed.image).toBeNull();
    expect(filesIn('news')).toBe(before);

    await deleteNews.run(admin, { newsId: created.newsId });
    await expect(getNews.run(anon, { newsId: created.newsId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'News not found',
    });
    await expect(deleteNews.run(admin, { newsId: created.newsId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('news: bad input is refused and nothing is stored; shoppers and anonymous callers cannot write', async () => {
    await expect(
      createNews.execute(admin, { title: 'T', author: 'A', shortDesc: 'S', sections: 'nope' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Sections must be a list' });
    await expect(
      createNews.execute(admin, { title: ' ', author: 'A', shortDesc: 'S' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Title is required' });
    await expect(
      createNews.execute(admin, { title: 'T', author: 'A', shortDesc: 'S' }, [SVG]),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(
      createNews.execute(anon, { title: 'T', author: 'A', shortDesc: 'S' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      createNews.execute(ctxFor(deps, { userId: 5, role: 'user', sessionId: 'u' }), {
        title: 'T',
        author: 'A',
        shortDesc: 'S',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await listNews.execute(anon, {})).pagination.totalItems).toBe(0);
  });

  it('news: the public list is cached and a write clears it', async () => {
    expect((await listNews.execute(anon, {})).data).toEqual([]);
    await createNews.execute(admin, { title: 'Fresh', author: 'A', shortDesc: 'S' });
    expect((await listNews.execute(anon, {})).data.map((n) => n.title)).toEqual(['Fresh']);
  });
});
