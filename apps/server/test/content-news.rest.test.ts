import { describeAdapter } from '@frameshop/db/testing/test-database';
import { SVG, testImage } from '@frameshop/domain/testing/images';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { filesIn, SECTIONS, useContentRest } from './support/content-rest';

/** News over the legacy REST paths: multipart with JSON-text sections, refused input, HTML kept as text. */
describeAdapter('content REST (issue 9 calls)', (t) => {
  const suite = useContentRest(t);
  const { call, form, refused } = suite;
  let app: FastifyInstance;
  let shopper: Record<string, string>;
  beforeAll(() => {
    ({ app, shopper } = suite);
  });

  it('news: multipart create with JSON-text sections and an image, list, by id, update, delete', async () => {
    const created = await form(
      'POST',
      '/news/createnews',
      {
        title: 'Framing 101',
        author: 'Meera',
        shortDesc: 'Basics',
        sections: JSON.stringify(SECTIONS),
      },
      [{ field: 'image', data: await testImage('png') }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json().data;
    expect(created.json()).toMatchObject({
      message: 'News created successfully!',
      data: { title: 'Framing 101', author: 'Meera', shortDesc: 'Basics', sections: SECTIONS },
    });
    expect(news.image).toMatch(/^uploads\/news\/[0-9a-f]{32}-800\.webp$/);
    expect((await app.inject({ url: `/${news.image}` })).statusCode).toBe(200);

    const list = await app.inject({ url: '/api/news/getallnews?page=1&limit=12&search=framing' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [news],
      pagination: { page: 1, limit: 12, totalItems: 1, totalPages: 1 },
    });
    expect((await app.inject({ url: `/api/news/getbyid/${news.newsId}` })).json()).toEqual({
      data: news,
    });
    expect((await app.inject({ url: '/api/news/getbyid/9999' })).statusCode).toBe(404);

    // Without an image the current one stays; removeImage=true drops it.
    const kept = await form('PUT', `/news/updatenews/${news.newsId}`, {
      title: 'Framing 102',
      author: 'Meera',
      shortDesc: 'Basics',
      sections: '[]',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      message: 'News updated successfully!',
      data: { title: 'Framing 102', image: news.image, sections: [] },
    });
    const before = filesIn('news');
    const dropped = await form('PUT', `/news/updatenews/${news.newsId}`, {
      title: 'Framing 102',
      author: 'Meera',
      shortDesc: 'Basics',
      removeImage: 'true',
    });
    expect(dropped.json().data.image).toBeNull();
    expect(filesIn('news')).toBe(before - 3);

    const deleted = await call('DELETE', `/news/deletenews/${news.newsId}`);
    expect(deleted.json()).toEqual({ message: 'News Deleted' });
    expect((await call('DELETE', `/news/deletenews/${news.newsId}`)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/news/deletenews/1', method: 'DELETE' })).statusCode).toBe(
      401,
    );
  });

  it('news: bad input is a 4xx with nothing stored and no file left', async () => {
    const fields = { title: 'T', author: 'A', shortDesc: 'S' };
    const notList = await refused(400, () =>
      form('POST', '/news/createnews', { ...fields, sections: '{"sectionTitle":"x"}' }, [
        { field: 'image', data: Buffer.alloc(10) },
      ]),
    );
    expect(notList.json().message).toBe('Sections must be a list');
    await refused(400, () => form('POST', '/news/createnews', { ...fields, sections: 'not json' }));
    await refused(415, () =>
      form('POST', '/news/createnews', fields, [
        { field: 'image', data: SVG, type: 'image/svg+xml' },
      ]),
    );
    const big = Buffer.concat([await testImage('png'), Buffer.alloc(6 * 1024 * 1024)]);
    await refused(413, () =>
      form('POST', '/news/createnews', fields, [{ field: 'image', data: big }]),
    );
    const png = await testImage('png');
    // One image per news article: a second file is refused by the route's limit.
    await refused(413, () =>
      form('POST', '/news/createnews', fields, [
        { field: 'image', data: png },
        { field: 'image', data: png },
      ]),
    );
    await refused(400, () =>
      form('POST', '/news/createnews', { ...fields, title: '' }, [{ field: 'image', data: png }]),
    );
    await refused(403, () => form('POST', '/news/createnews', fields, [], shopper));
  });

  it('text with HTML is stored and answered as plain text, never interpreted', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const created = await form('POST', '/news/createnews', {
      title: html,
      author: html,
      shortDesc: html,
      sections: JSON.stringify([{ sectionTitle: html, content: html, bullets: [html] }]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = (
      await app.inject({ url: `/api/news/getbyid/${created.json().data.newsId}` })
    ).json();
    expect(read.data).toMatchObject({
      title: html,
      author: html,
      shortDesc: html,
      sections: [{ sectionTitle: html, content: html, bullets: [html] }],
    });
    expect(
      (await app.inject({ url: `/api/news/getbyid/${read.data.newsId}` })).headers['content-type'],
    ).toMatch(/^application\/json/);
    const contact = await call(
      'POST',
      '/contact/create',
      { name: html, email: 'a@example.com', phone: '', message: html, inquiryType: '<b>x</b>' },
      {},
    );
    expect(contact.statusCode, contact.body).toBe(201);
    expect((await call('GET', '/contact/getall')).json()[0]).toMatchObject({
      name: html,
      message: html,
      inquiryType: '<b>x</b>',
    });
  });
});
