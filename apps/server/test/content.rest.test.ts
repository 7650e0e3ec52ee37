import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { appRouter } from '@frameshop/api/root';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { archiveFrame } from '@frameshop/domain/catalogue/frames.repository';
import { SVG, testImage } from '@frameshop/domain/testing/images';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config';
import { cacheablePaths } from '../src/plugins/trpc-read-cache';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  QueryCounter,
  signupAndLogin,
  tableCounts,
  testConfig,
  uploadsDir,
  useApp,
} from './helpers';

const CONTENT_TABLES = ['reviews', 'contacts', 'wall', 'social_posts', 'sliders', 'news'] as const;

const filesIn = (folder: string) => {
  try {
    return readdirSync(join(uploadsDir, folder)).length;
  } catch {
    return 0;
  }
};
const allFiles = () => ['news', 'sliders', 'posts', 'wall', 'frames'].map(filesIn);

const SECTIONS = [
  { sectionTitle: 'Choosing a frame', content: 'Match the room.', bullets: ['Teak', 'Oak'] },
  { sectionTitle: 'Hanging', content: 'Eye level.', bullets: [] },
];

describeEachDialect('content REST (issue 9 calls)', (t) => {
  const counter = new QueryCounter();
  let app: FastifyInstance;
  let admin: Record<string, string> = {};
  let shopper: Record<string, string> = {};
  let shopper2: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter) },
      logger: false,
    });
    await app.ready();
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(app));
    shopper2 = bearer(
      await signupAndLogin(app, {
        firstName: 'Dev',
        lastName: 'Patel',
        email: 'dev@example.com',
        password: 'shopper-pass-2',
      }),
    );
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    for (const table of CONTENT_TABLES) await t.db.deleteFrom(table).execute();
    app.deps.caches.invalidate(['content', 'catalogue']);
  });

  const call = (method: string, url: string, payload?: unknown, headers = admin) =>
    app.inject({ method: method as 'GET', url: `/api${url}`, payload: payload as object, headers });

  async function form(
    method: string,
    url: string,
    fields: Record<string, string>,
    files: { field: string; data: Buffer; type?: string }[] = [],
    headers = admin,
  ) {
    const body = await multipart(
      fields,
      files.map((f) => ({
        field: f.field,
        name: 'x.png',
        type: f.type ?? 'image/png',
        data: f.data,
      })),
    );
    return app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  /** The request is refused with `status`, and no row nor file changed. */
  async function refused<R extends { statusCode: number; body: string }>(
    status: number,
    send: () => Promise<R>,
  ): Promise<R> {
    const rows = await tableCounts(t);
    const files = allFiles();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await tableCounts(t)).toEqual(rows);
    expect(allFiles()).toEqual(files);
    return res;
  }

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

  it('sliders: upload (file field imageUrl), list in order, delete; no file is a 400', async () => {
    const none = await refused(400, () => form('POST', '/slider/createslider', {}));
    expect(none.json()).toMatchObject({
      message: 'Please select an image',
      error: 'Please select an image',
    });
    await refused(415, () =>
      form('POST', '/slider/createslider', {}, [
        { field: 'imageUrl', data: SVG, type: 'image/svg+xml' },
      ]),
    );
    const a = await form('POST', '/slider/createslider', {}, [
      { field: 'imageUrl', data: await testImage('png') },
    ]);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({
      message: 'Image uploaded successfully',
      data: {
        sliderId: expect.any(Number),
        imageUrl: expect.stringMatching(/^uploads\/sliders\//),
      },
    });
    const b = await form('POST', '/slider/createslider', {}, [
      { field: 'imageUrl', data: await testImage('jpeg') },
    ]);
    const active = await app.inject({ url: '/api/slider/active' });
    expect(active.json().map((s: { sliderId: number }) => s.sliderId)).toEqual([
      a.json().data.sliderId,
      b.json().data.sliderId,
    ]);
    expect(active.json()[0]).toEqual(
      expect.objectContaining({ sliderId: expect.any(Number), imageUrl: expect.any(String) }),
    );
    const before = filesIn('sliders');
    const del = await call('DELETE', `/slider/delete/${a.json().data.sliderId}`);
    expect(del.json()).toEqual({ message: 'Image deleted successfully' });
    expect(filesIn('sliders')).toBe(before - 3);
    expect((await call('DELETE', `/slider/delete/${a.json().data.sliderId}`)).statusCode).toBe(404);
  });

  it('social posts: create 201 with the post, list, update with and without an image, delete', async () => {
    const png = await testImage('png');
    for (const link of ['not-a-url', 'https://facebook.com/p/1', 'javascript:alert(1)']) {
      await refused(400, () =>
        form('POST', '/socialpost/createpost', { instagramLink: link }, [
          { field: 'image', data: png },
        ]),
      );
    }
    await refused(400, () =>
      form('POST', '/socialpost/createpost', { instagramLink: 'https://www.instagram.com/p/a' }),
    );
    const created = await form(
      'POST',
      '/socialpost/createpost',
      { instagramLink: 'https://www.instagram.com/p/a' },
      [{ field: 'image', data: png }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json();
    expect(post).toEqual({
      postId: expect.any(Number),
      instagramLink: 'https://www.instagram.com/p/a',
      imageUrl: expect.stringMatching(/^uploads\/posts\/[0-9a-f]{32}-800\.webp$/),
      srcset: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await app.inject({ url: '/api/socialpost/getallpost' })).json()).toEqual([post]);
    const edited = await form('PUT', `/socialpost/updatepost/${post.postId}`, {
      instagramLink: 'https://instagram.com/p/b',
    });
    expect(edited.json()).toMatchObject({
      instagramLink: 'https://instagram.com/p/b',
      imageUrl: post.imageUrl,
    });
    await refused(400, () =>
      form('PUT', `/socialpost/updatepost/${post.postId}`, {
        instagramLink: 'https://example.com',
      }),
    );
    const replaced = await form(
      'PUT',
      `/socialpost/updatepost/${post.postId}`,
      { instagramLink: 'https://instagram.com/p/b' },
      [{ field: 'image', data: await testImage('jpeg') }],
    );
    expect(replaced.json().imageUrl).not.toBe(post.imageUrl);
    expect((await call('DELETE', `/socialpost/deletepost/${post.postId}`)).json()).toEqual({
      message: 'Post Deleted',
    });
    expect((await app.inject({ url: '/api/socialpost/getallpost' })).json()).toEqual([]);
  });

  it('wall: 404 when none; createwall creates (image required) then updates (image optional); delete', async () => {
    expect((await app.inject({ url: '/api/wall/getwall' })).statusCode).toBe(404);
    const noImage = await refused(400, () =>
      form('POST', '/wall/createwall', { title: 'Gallery', description: 'Our wall' }),
    );
    expect(noImage.json().message).toBe('Image is required');
    const created = await form(
      'POST',
      '/wall/createwall',
      { title: 'Gallery', description: 'Our wall' },
      [{ field: 'image', data: await testImage('png') }],
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Wall entry saved',
      data: { title: 'Gallery' },
    });
    const wall = await app.inject({ url: '/api/wall/getwall' });
    expect(wall.json()).toEqual({
      title: 'Gallery',
      description: 'Our wall',
      imageUrl: expect.stringMatching(/^uploads\/wall\//),
      srcset: expect.any(String),
      updatedAt: expect.any(String),
    });
    const updated = await form('POST', '/wall/createwall', {
      title: 'Gallery 2',
      description: 'New',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Gallery 2',
      imageUrl: wall.json().imageUrl,
    });
    expect((await call('DELETE', '/wall/deletewall')).json()).toEqual({
      message: 'Wall entry deleted',
    });
    expect((await app.inject({ url: '/api/wall/getwall' })).statusCode).toBe(404);
    expect((await call('DELETE', '/wall/deletewall')).statusCode).toBe(404);
  });

  it('contacts: public submit 201, admin list and delete; bad input and honeypot store nothing', async () => {
    const inquiry = {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '9876543210',
      message: 'Can you frame a 24x36 poster?',
      inquiryType: 'Custom frame',
    };
    const res = await call('POST', '/contact/create', inquiry, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const list = await call('GET', '/contact/getall');
    expect(list.json()).toEqual([
      { contactId: expect.any(Number), ...inquiry, status: 'new', createdAt: expect.any(String) },
    ]);
    const honeypot = await refused(201, () =>
      call('POST', '/contact/create', { ...inquiry, website: 'http://spam' }, {}),
    );
    expect(honeypot.json()).toEqual(res.json());
    await refused(400, () =>
      call('POST', '/contact/create', { ...inquiry, message: 'x'.repeat(100_000) }, {}),
    );
    await refused(400, () => call('POST', '/contact/create', { ...inquiry, email: 'nope' }, {}));
    await refused(400, () => call('POST', '/contact/create', { ...inquiry, message: '' }, {}));
    expect((await call('GET', '/contact/getall', undefined, shopper)).statusCode).toBe(403);
    const id = list.json()[0].contactId;
    expect((await call('DELETE', `/contact/remove/${id}`)).json()).toEqual({
      message: 'Request Deleted...',
    });
    expect((await call('DELETE', `/contact/remove/${id}`)).statusCode).toBe(404);
  });

  async function frame(name: string): Promise<number> {
    const material = await call('POST', '/material/create', { materialName: `M ${name}` });
    const frameMaterial = await call('POST', '/framematerial/createframemat', {
      materialName: `F ${name}`,
    });
    const body = await multipart({
      name,
      basePrice: '999',
      description: 'Solid',
      colors: '["Brown"]',
      materialId: String(material.json().data.materialId),
      frameMaterialId: String(frameMaterial.json().data.frameMaterialId),
      frameShape: 'Square',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.frameId;
  }

  it("reviews: create as a shopper (name from the account), by frame, all (admin), delete; the frame's rating follows", async () => {
    const frameId = await frame(`Oak ${Date.now()}`);
    const created = await call(
      'POST',
      '/review/create',
      { frameId, rating: 4, title: 'Lovely', review: 'Neat', name: 'Somebody Else' },
      shopper,
    );
    expect(created.statusCode).toBe(400);
    const ok = await call(
      'POST',
      '/review/create',
      { frameId, rating: '4', title: 'Lovely', review: 'Neat' },
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

describeEachDialect('contact inquiry e-mail over real SMTP', (t) => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const env: Record<string, string> = { ADMIN_NOTIFY_EMAIL: 'owner@frameshop.test' };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    env.MAIL_FROM = 'Frame Shop <shop@frameshop.test>';
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const ctx = useApp(t, { env });

  it('sends "new contact inquiry" to the admin address after the inquiry is stored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        name: 'Kiran Mehta',
        email: 'kiran@example.com',
        phone: '9876543210',
        message: 'Please call me about <b>bulk</b> frames.',
        inquiryType: 'Bulk order',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(received).toHaveLength(1);
    const mail = received[0] as (typeof received)[number];
    expect(mail.to).toEqual(['owner@frameshop.test']);
    expect(mail.from).toBe('shop@frameshop.test');
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n\s+/g, ' ');
    expect(unfolded).toContain('Subject: Frame Shop: new contact inquiry from Kiran Mehta');
    expect(unfolded).toMatch(/Reply-To: kiran@example\.com/i);
    expect(unfolded).toContain('Please call me about <b>bulk</b> frames.');
    expect(unfolded).toContain('&lt;b&gt;bulk&lt;/b&gt;');
    expect(unfolded).toContain('Inquiry type: Bulk order');
  });

  it('a mail server that is down does not fail the submission', async () => {
    const before = received.length;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: { name: 'A', email: 'a@example.com', message: 'Hello' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(received.length).toBe(before);
    const count = await t.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
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

describe('mail configuration', () => {
  it('derives the outbox beside UPLOADS_DIR, notifies ADMIN_EMAIL unless ADMIN_NOTIFY_EMAIL is set', () => {
    const c = loadConfig({});
    expect(c.outboxDir).toBe(join(REPO_ROOT, 'data/outbox'));
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.adminNotifyEmail).toBeNull();
    expect(loadConfig({ UPLOADS_DIR: '/srv/up' }).outboxDir).toBe('/srv/outbox');
    expect(
      loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-enough' })
        .adminNotifyEmail,
    ).toBe('boss@example.com');
    expect(
      loadConfig({
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'long-enough',
        ADMIN_NOTIFY_EMAIL: 'desk@example.com',
      }).adminNotifyEmail,
    ).toBe('desk@example.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ UPLOADS_DIR: '/srv/up', OUTBOX_DIR: '/srv/up/mail' })).toThrow(
      /OUTBOX_DIR/,
    );
  });
});
