import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { markOrdered } from '@frameshop/domain/orders/photos.repository';
import { expirePhotos } from '@frameshop/domain/orders/photos.service';
import { clientBucket } from '@frameshop/domain/shared/client-bucket';
import { systemContext } from '@frameshop/domain/shared/context';
import { testImage } from '@frameshop/domain/testing/images';
import { AuthThrottle, DEFAULT_THROTTLE } from '@frameshop/domain/users/auth-throttle';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, loginToken, multipart, tableCounts, testConfig, uploadsDir } from './helpers';
import { useStorefront } from './support/storefront';

/** Shoppers' photos: private storage, who may read the preview and the original, refusals, expiry, upload limits. */
describeAdapter('storefront: cart pricing, photos, listing', (t) => {
  const suite = useStorefront(t);
  const { query, data, uploadPhoto } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(() => {
    ({ app, admin } = suite);
  });

  describe('photos', () => {
    it('stores an upload privately, serves its preview to the key holder and the original to admins', async () => {
      const res = await uploadPhoto(3000, 2000);
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json();
      expect(photo).toMatchObject({
        width: 3000,
        height: 2000,
        previewWidth: 1600,
        previewHeight: 1067,
      });
      expect(photo.photoKey).toMatch(/^[A-Za-z0-9_-]{22}$/);

      const preview = await app.inject({ url: photo.previewUrl });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(preview.headers['cache-control']).toBe('private, max-age=86400');

      // Nothing of it is under the public uploads folder, and no path reaches it.
      const publicFiles = existsSync(uploadsDir)
        ? readdirSync(uploadsDir, { recursive: true })
        : [];
      expect(publicFiles.some((f) => String(f).includes(photo.photoKey))).toBe(false);
      for (const url of [
        `/uploads/photos/${photo.photoKey}-preview.webp`,
        `/uploads/../${join('uploads-private', 'photos', `${photo.photoKey}-preview.webp`)}`,
      ]) {
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      }

      const original = `/api/photos/${photo.photoKey}/original`;
      expect((await app.inject({ url: original })).statusCode).toBe(401);
      const shopperRes = await app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: 'photo@example.com',
          password: 'shopper-pass',
        },
      });
      expect(shopperRes.statusCode).toBeLessThan(300);
      const shopper = bearer(await loginToken(app, 'photo@example.com', 'shopper-pass'));
      expect((await app.inject({ url: original, headers: shopper })).statusCode).toBe(403);
      const asAdmin = await app.inject({ url: original, headers: admin });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['content-type']).toBe('image/jpeg');

      // A made-up key is a 404, a malformed one a 400.
      expect(
        (await app.inject({ url: '/api/photos/AAAAAAAAAAAAAAAAAAAAAA/preview' })).statusCode,
      ).toBe(404);
      expect((await app.inject({ url: '/api/photos/..%2F..%2Fetc/preview' })).statusCode).toBe(400);
    });

    it('refuses what is not a photo, and a request without one, changing nothing', async () => {
      const before = await tableCounts(t);
      const svg = await multipart({}, [
        {
          field: 'photo',
          name: 'x.svg',
          type: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ]);
      const bad = await app.inject({ method: 'POST', url: '/api/photos', ...svg });
      expect(bad.statusCode).toBe(415);
      expect(bad.json().message).toBe('Upload a JPEG, PNG or WebP photo');
      const none = await app.inject({
        method: 'POST',
        url: '/api/photos',
        ...(await multipart({})),
      });
      expect(none.statusCode).toBe(400);
      const extra = await app.inject({
        method: 'POST',
        url: '/api/photos',
        ...(await multipart({ ownerUserId: '1' }, [
          { field: 'photo', name: 'a.png', type: 'image/png', data: await testImage('png') },
        ])),
      });
      expect(extra.statusCode).toBe(400);
      expect(await tableCounts(t)).toEqual(before);
    });

    it('removes unordered photos after 7 days, and keeps ordered ones', async () => {
      const kept = (await uploadPhoto(800, 600)).json();
      const dropped = (await uploadPhoto(800, 600)).json();
      expect(
        await app.deps.db
          .transaction()
          .execute((trx) =>
            markOrdered(trx, [kept.photoKey, 'AAAAAAAAAAAAAAAAAAAAAA'], Date.now()),
          ),
      ).toBe(1);
      const sixDays = Date.now() + 6 * 24 * 3600_000;
      const eightDays = Date.now() + 8 * 24 * 3600_000;
      const job = (now: number) =>
        expirePhotos.run({ ...systemContext(app.deps, 'photo-expiry'), now: () => now }, undefined);
      await job(sixDays);
      expect((await app.inject({ url: dropped.previewUrl })).statusCode).toBe(200);
      expect(await job(eightDays)).toBeGreaterThanOrEqual(1);
      expect((await app.inject({ url: dropped.previewUrl })).statusCode).toBe(404);
      expect((await query('orders.photos.get', { photoKey: dropped.photoKey })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ url: kept.previewUrl })).statusCode).toBe(200);
      expect(await data('orders.photos.get', { photoKey: kept.photoKey })).toMatchObject({
        width: 800,
      });
    });
  });
});

describe('photo upload limits', () => {
  it('counts IPv4 addresses alone and IPv6 ones by their /64', () => {
    expect(clientBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(clientBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('2001:db8:0:0:ffff::12')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('2001:0db8:00aa:0001:1:2:3:4')).toBe('2001:db8:aa:1::/64');
    expect(clientBucket('2001:db8:aa:2::1')).not.toBe(clientBucket('2001:db8:aa:1::1'));
  });
});

describeAdapter('photo upload limits', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: t,
      logger: false,
      // The burst limit of this file's app: 3 per window, to see it without 10 uploads.
      throttle: new AuthThrottle({ ...DEFAULT_THROTTLE, photosPerIp: 3 }),
    });
  }, 60_000);
  afterAll(() => app.close());

  const upload = async (data: Buffer, remoteAddress: string, type = 'image/jpeg') =>
    app.inject({
      method: 'POST',
      url: '/api/photos',
      remoteAddress,
      ...(await multipart({}, [{ field: 'photo', name: 'p', type, data }])),
    });

  it('limits bursts per /64 (checked before the file is read), and says so', async () => {
    const small = await testImage('png', 64, 64);
    for (let i = 1; i <= 3; i++) {
      expect((await upload(small, `2001:db8:1:2::${i}`, 'image/png')).statusCode).toBe(201);
    }
    const fourth = await upload(small, '2001:db8:1:2::99', 'image/png');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Too many uploads. Please wait a few minutes and try again.',
    );
    // Another network is not affected.
    expect((await upload(small, '2001:db8:9:9::1', 'image/png')).statusCode).toBe(201);
  });

  it('refuses a file above 25 MB with 413 and stores nothing', async () => {
    const before = await tableCounts(t);
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload(big, '198.51.100.7');
    expect(res.statusCode).toBe(413);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('reads width and height as the photo is seen (EXIF orientation applied)', async () => {
    const turned = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(turned, '198.51.100.8');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      width: 800,
      height: 1200,
      previewWidth: 800,
      previewHeight: 1200,
    });
  });

  it('keeps to 30 uploads a day per address, counted in the table', async () => {
    const address = '198.51.100.50';
    const { db } = app.deps;
    // 30 uploads earlier today from this address (rows, as the quota counts them).
    await db
      .insertInto('custom_photos')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          photoKey: `quota${String(i).padStart(17, '0')}`,
          ownerUserId: null,
          clientAddress: address,
          originalExt: 'png',
          width: 10,
          height: 10,
          previewWidth: 10,
          previewHeight: 10,
          bytes: 10,
          createdAt: Date.now() - 3600_000,
        })),
      )
      .execute();
    const res = await upload(await testImage('png', 64, 64), address, 'image/png');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'You have uploaded many photos today. Please try again tomorrow.',
    );
  });
});
