import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { pingStores } from '@frameshop/domain/shared/storage';
import { testImage } from '@frameshop/domain/testing/images';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createFileStores } from '../src/file-stores';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  tableCounts,
  testConfig,
} from './helpers';
import { MOTO, MOTO_MISSING, useMoto } from './support/moto';

if (!MOTO) console.warn(MOTO_MISSING);

/**
 * STORAGE=s3 against a real S3-compatible server (moto): uploads land in the buckets and not on
 * disk, /uploads is answered from the public bucket by any process, shoppers' photos stay in
 * the private bucket. SQLite only: the store is what is under test, not the database.
 */
describe.skipIf(!MOTO)('S3 storage (moto) [sqlite]', () => {
  const moto = useMoto();
  const t = {} as TestDatabase;
  let app: FastifyInstance;
  /** A second process: its own app (and S3 client) over the same database and buckets. */
  let other: FastifyInstance;
  let admin: Record<string, string>;
  // This file's own folder: the shared one (helpers.ts) may hold other files' uploads, which
  // would hide whether these went to disk.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'frameshop-s3-uploads-'));
  const start = () =>
    buildApp({
      config: testConfig({ ...moto.env, UPLOADS_DIR: uploadsDir }),
      database: t,
      logger: false,
    }).then(async (a) => {
      await a.ready();
      return a;
    });
  beforeAll(async () => {
    Object.assign(t, await createTestDatabase('sqlite'));
    app = await start();
    other = await start();
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await t.destroy?.();
  });

  const call = (method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: admin,
    });
  const localFiles = () =>
    [uploadsDir, `${uploadsDir}-private`].flatMap((d) =>
      existsSync(d) ? readdirSync(d, { recursive: true, encoding: 'utf8' }) : [],
    );

  let sizes = 0;
  async function createFrame(name: string) {
    const id = async (url: string, body: object, key: string) =>
      (await call('POST', url, body)).json().data[key] as number;
    const materialId = await id(
      '/material/create',
      { materialName: `Canvas ${name}` },
      'materialId',
    );
    const frameMaterialId = await id(
      '/framematerial/createframemat',
      { materialName: `Teak ${name}` },
      'frameMaterialId',
    );
    const sizeId = await id('/size/createsize', { width: 8 + ++sizes, height: 10 }, 'sizeId');
    const body = await multipart(
      {
        name,
        basePrice: '1299',
        description: 'Hand finished',
        materialId: String(materialId),
        frameMaterialId: String(frameMaterialId),
        frameShape: 'Rectangle',
        weight: '1.5',
        origin: 'Jaipur',
        colors: '["Brown"]',
        sizes: JSON.stringify([{ sizeId, price: 1500, total_qty: 3 }]),
      },
      [{ name: 'front.jpg', type: 'image/jpeg', data: await testImage('jpeg') }],
    );
    return app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      ...body,
      headers: { ...body.headers, ...admin },
    });
  }

  it('stores frame and slider images in the public bucket only; another process serves them with the same headers', async () => {
    const created = await createFrame('Oak Classic');
    expect(created.statusCode, created.body).toBe(201);
    const imageUrl: string = created.json().data.images[0].imageUrl;
    expect(imageUrl).toMatch(/^uploads\/frames\/[0-9a-f]{32}-800\.webp$/);

    const slider = await multipart({}, [
      { field: 'imageUrl', name: 's.png', type: 'image/png', data: await testImage('png') },
    ]);
    const sliderRes = await app.inject({
      method: 'POST',
      url: '/api/slider/createslider',
      ...slider,
      headers: { ...slider.headers, ...admin },
    });
    expect(sliderRes.statusCode, sliderRes.body).toBe(201);

    const keys = await moto.keys(moto.bucket);
    expect(keys.filter((k) => k.startsWith('frames/'))).toHaveLength(3);
    expect(keys.filter((k) => k.startsWith('sliders/'))).toHaveLength(3);
    expect(await moto.keys(moto.privateBucket)).toEqual([]);
    expect(localFiles()).toEqual([]);

    const url = `/${imageUrl}`;
    const stored = await app.deps.files.public.read(imageUrl.slice('uploads/'.length));
    const full = await other.inject({ url });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(stored as Buffer)).toBe(true);
    expect(full.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-length': String(stored?.length),
    });
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    // The same headers as @fastify/static sends for the same file on local disk.
    const elsewhere = mkdtempSync(join(tmpdir(), 'frameshop-s3-compare-'));
    const local = await buildApp({
      config: testConfig({ UPLOADS_DIR: elsewhere }),
      database: t,
      logger: false,
    });
    try {
      await local.deps.files.public.write(imageUrl.slice('uploads/'.length), stored as Buffer);
      const fromDisk = await local.inject({ url });
      const comparable = (h: Record<string, unknown>) => {
        const { etag, date, 'last-modified': _, 'x-request-id': __, ...rest } = h;
        return rest;
      };
      expect(comparable(full.headers)).toEqual(comparable(fromDisk.headers));
    } finally {
      await local.close();
    }

    const head = await other.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored?.length));
    expect(head.rawPayload.length).toBe(0);

    const part = await other.inject({ url, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${stored?.length}`);
    expect(part.rawPayload.equals((stored as Buffer).subarray(10, 30))).toBe(true);
    const beyond = await other.inject({ url, headers: { range: 'bytes=999999999-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${stored?.length}`);

    const again = await other.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    for (const missing of ['/uploads/frames/nope-800.webp', '/uploads/frames', '/uploads/../x']) {
      const res = await other.inject({ url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json().code, missing).toBe('NOT_FOUND');
    }
  });

  it('keeps a shopper photo in the private bucket: never under /uploads, read through the authorized routes', async () => {
    const jpeg = await testImage('jpeg', 1200, 900);
    const body = await multipart({}, [
      { field: 'photo', name: 'me.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/photos', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { photoKey, previewUrl } = res.json();
    const privateKeys = await moto.keys(moto.privateBucket);
    expect(privateKeys).toEqual(
      [`photos/${photoKey}-original.jpeg`, `photos/${photoKey}-preview.webp`].sort(),
    );
    expect((await moto.keys(moto.bucket)).some((k) => k.includes(photoKey))).toBe(false);
    expect(localFiles()).toEqual([]);

    for (const url of [
      `/uploads/photos/${photoKey}-preview.webp`,
      `/uploads/photos/${photoKey}-original.jpeg`,
    ]) {
      expect((await other.inject({ url })).statusCode, url).toBe(404);
    }
    // The key's holder (the uploader) reads the preview; only an admin the original.
    const preview = await other.inject({ url: previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const original = `/api/photos/${photoKey}/original`;
    expect((await other.inject({ url: original })).statusCode).toBe(401);
    const asAdmin = await other.inject({ url: original, headers: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(jpeg)).toBe(true);
  });

  it('a failed transaction removes the objects it had stored, and changes nothing', async () => {
    const before = await tableCounts(t);
    const frameEntries = () =>
      t.db.selectFrom('audit_log').select('auditId').where('entity', '=', 'frame').execute();
    const frameEntriesBefore = await frameEntries();
    const keysBefore = await moto.keys(moto.bucket);
    // A real failure inside the transaction, after the images are in the bucket.
    await sql`CREATE TRIGGER refuse_images BEFORE INSERT ON frame_images BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(
      t.db,
    );
    try {
      const res = await createFrame('Walnut');
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_images`.execute(t.db);
    }
    expect(await moto.keys(moto.bucket)).toEqual(keysBefore);
    const after = await tableCounts(t);
    // The helper rows made before the frame (material, size) and their audit entries are the
    // only change: no entry for the frame that was refused.
    const ignored = { materials: 0, frame_materials: 0, sizes: 0, audit_log: 0 };
    expect({ ...after, ...ignored }).toEqual({ ...before, ...ignored });
    expect(await frameEntries()).toEqual(frameEntriesBefore);
  });

  it('a photo whose row cannot be written leaves nothing in the private bucket', async () => {
    const before = await moto.keys(moto.privateBucket);
    await sql`CREATE TRIGGER refuse_photos BEFORE INSERT ON custom_photos BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(
      t.db,
    );
    try {
      const body = await multipart({}, [
        { field: 'photo', name: 'me.png', type: 'image/png', data: await testImage('png') },
      ]);
      expect((await app.inject({ method: 'POST', url: '/api/photos', ...body })).statusCode).toBe(
        500,
      );
    } finally {
      await sql`DROP TRIGGER refuse_photos`.execute(t.db);
    }
    expect(await moto.keys(moto.privateBucket)).toEqual(before);
  });

  it('with S3_PUBLIC_URL, /uploads redirects there for good, and pages may load images from it', async () => {
    const cdn = await buildApp({
      config: testConfig({ ...moto.env, S3_PUBLIC_URL: 'https://cdn.example.in/shop/' }),
      database: t,
      logger: false,
    });
    try {
      const res = await cdn.inject({ url: '/uploads/frames/abc-800.webp' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://cdn.example.in/shop/frames/abc-800.webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await cdn.inject({ url: '/uploads/../etc/passwd' })).statusCode).toBe(404);
      expect(res.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/cdn\.example\.in;/,
      );
    } finally {
      await cdn.close();
    }
  });

  it('ping answers for both buckets, and throws for a bucket that is not there', async () => {
    await expect(pingStores(app.deps.files)).resolves.toBeUndefined();
    const missing = createFileStores(testConfig({ ...moto.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(pingStores(missing)).rejects.toThrow();
  });
});
