import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { includedGst, shippingFor } from '@frameshop/contracts/orders/pricing';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { markOrdered } from '@frameshop/domain/orders/photos.repository';
import { clientBucket, expirePhotos } from '@frameshop/domain/orders/photos.service';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import { testImage } from '@frameshop/domain/testing/images';
import { AuthThrottle, DEFAULT_THROTTLE } from '@frameshop/domain/users/auth-throttle';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  QueryCounter,
  tableCounts,
  testConfig,
  uploadsDir,
} from './helpers';

interface Variant {
  sizeId: number;
  price: number;
  offer_price: number | null;
  remained_qty: number;
  size: { width: number; height: number };
}

describeEachDialect('storefront: cart pricing, photos, listing', (t) => {
  const counter = new QueryCounter();
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter) },
      logger: false,
    });
    await seedDemoCatalogue.run(systemContext(app.deps, 'seed'), undefined);
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
  }, 90_000);
  afterAll(() => app.close());

  const query = (path: string, input?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      headers,
    });
  const data = async (path: string, input?: unknown) => {
    const res = await query(path, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data;
  };
  const mutate = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers });

  /** A live frame's variant with at least `stock` left, and one on offer. */
  async function pickVariants() {
    const page = await data('catalogue.frames.list', { limit: 100 });
    for (const summary of page.data) {
      const frame = await data('catalogue.frames.byId', { frameId: summary.frameId });
      const inStock = frame.frameSizes.find((v: Variant) => v.remained_qty >= 3);
      const onOffer = frame.frameSizes.find(
        (v: Variant) => v.offer_price !== null && v.remained_qty >= 1,
      );
      if (inStock && onOffer) return { frame, inStock, onOffer };
    }
    throw new Error('demo catalogue has no frame with stock and an offer');
  }

  async function uploadPhoto(width = 3000, height = 2000) {
    const body = await multipart({}, [
      {
        field: 'photo',
        name: 'me.jpg',
        type: 'image/jpeg',
        data: await testImage('jpeg', width, height),
      },
    ]);
    return app.inject({ method: 'POST', url: '/api/photos', ...body });
  }

  describe('cart.price', () => {
    it('prices a ready-made line at the offer price, with shipping and the GST included', async () => {
      const { frame, onOffer } = await pickVariants();
      const cart = await data('orders.cart.price', {
        lines: [{ kind: 'ready', frameId: frame.frameId, sizeId: onOffer.sizeId, quantity: 1 }],
      });
      const [line] = cart.lines;
      expect(line.unitPrice).toBe(onOffer.offer_price);
      expect(line.originalUnitPrice).toBe(onOffer.price);
      expect(line.lineTotal).toBe(onOffer.offer_price);
      expect(line.title).toBe(frame.name);
      expect(line.problem).toBeNull();
      const subtotalPaise = Math.round(onOffer.offer_price * 100);
      const rules = app.deps.pricing;
      expect(cart.subtotal).toBe(onOffer.offer_price);
      expect(cart.shipping * 100).toBe(shippingFor(subtotalPaise, rules));
      expect(cart.grandTotal).toBeCloseTo(cart.subtotal + cart.shipping, 2);
      expect(Math.round(cart.gst * 100)).toBe(
        includedGst(Math.round(cart.grandTotal * 100), rules.gstRatePercent),
      );
      expect(cart.canCheckout).toBe(true);
    });

    it('says the price changed, counts two lines of one variant together against stock', async () => {
      const { frame, inStock } = await pickVariants();
      const unit = inStock.offer_price ?? inStock.price;
      const base = { kind: 'ready', frameId: frame.frameId, sizeId: inStock.sizeId };
      const changed = await data('orders.cart.price', {
        lines: [{ ...base, quantity: 1, seenUnitPrice: unit + 100 }],
      });
      expect(changed.lines[0].problem).toMatchObject({ code: 'price_changed', blocking: false });
      expect(changed.lines[0].problem.message).toMatch(/^Price changed from ₹[\d,]+\.\d\d to ₹/);

      const left = inStock.remained_qty;
      const split = Math.min(left, 20);
      const short = await data('orders.cart.price', {
        lines: [
          { ...base, quantity: split },
          { ...base, quantity: 1 },
        ],
      });
      expect(short.lines[0].problem).toBeNull();
      expect(short.lines[1].problem).toMatchObject({
        code: 'short',
        message: left - split === 0 ? 'Out of stock' : `Only ${left - split} left`,
        blocking: true,
      });
      expect(short.canCheckout).toBe(false);
    });

    it('marks a frame that is gone as No longer available, and a custom line with no price', async () => {
      const { frame, inStock } = await pickVariants();
      const material = await mutate(
        'catalogue.materials.create',
        { name: 'Unpriced Velvet' },
        admin,
      );
      expect(material.statusCode, material.body).toBe(200);
      const materialId = material.json().result.data.materialId;
      const photo = (await uploadPhoto()).json();
      const options = await data('catalogue.options');
      const custom = {
        kind: 'custom',
        photoKey: photo.photoKey,
        crop: { x: 0, y: 0, width: 3000, height: 2000 },
        widthIn: 15,
        heightIn: 10,
        materialId,
        frameMaterialId: options.frameMaterials[0].frameMaterialId,
        shape: 'Rectangle',
        thicknessId: options.thicknesses[0].thicknessId,
        quantity: 1,
      };
      const gone = await mutate('catalogue.frames.delete', { frameId: frame.frameId }, admin);
      expect(gone.statusCode, gone.body).toBe(200);
      const cart = await data('orders.cart.price', {
        lines: [
          { kind: 'ready', frameId: frame.frameId, sizeId: inStock.sizeId, quantity: 1 },
          custom,
        ],
      });
      expect(cart.lines[0]).toMatchObject({
        unitPrice: null,
        lineTotal: 0,
        problem: { code: 'unavailable', message: 'No longer available', blocking: true },
      });
      expect(cart.lines[1]).toMatchObject({
        unitPrice: null,
        lineTotal: 0,
        problem: { code: 'no_price', blocking: true },
      });
      expect(cart.subtotal).toBe(0);
      expect(cart.canCheckout).toBe(false);

      // The same custom line with a priced material is quoted by the shared function.
      const priced = await data('orders.cart.price', {
        lines: [{ ...custom, materialId: options.materials[0].materialId }],
      });
      const quote = await data('catalogue.quote', {
        widthIn: 15,
        heightIn: 10,
        shape: 'Rectangle',
        materialId: options.materials[0].materialId,
        frameMaterialId: custom.frameMaterialId,
      });
      expect(priced.lines[0].unitPrice).toBe(quote.price);
      expect(priced.lines[0].quote).toMatchObject({
        areaSqFt: quote.areaSqFt,
        ratePerSqft: quote.ratePerSqft,
      });

      // Too few pixels for the size: blocked, whatever the client showed.
      const blurry = await data('orders.cart.price', {
        lines: [
          { ...custom, materialId: options.materials[0].materialId, widthIn: 45, heightIn: 30 },
        ],
      });
      expect(blurry.lines[0].problem).toMatchObject({ code: 'low_resolution', blocking: true });

      // A Square or Round frame on an oblong print would be a Rectangle or an Oval: refused.
      for (const shape of ['Square', 'Round']) {
        const oblong = await data('orders.cart.price', {
          lines: [{ ...custom, materialId: options.materials[0].materialId, shape }],
        });
        expect(oblong.lines[0].problem).toEqual({
          code: 'shape',
          message: `${shape} frames need equal width and height: choose a square size or another shape`,
          blocking: true,
        });
      }

      // A catalogue size the line does not match (or that does not exist) is not sold.
      const sizes = options.sizes as { sizeId: number; width: number; height: number }[];
      const size12x18 = sizes.find((z) => z.width === 12 && z.height === 18);
      expect(size12x18).toBeDefined();
      const bySize = await data('orders.cart.price', {
        lines: [
          {
            ...custom,
            materialId: options.materials[0].materialId,
            widthIn: 18,
            heightIn: 12,
            crop: { x: 0, y: 0, width: 3000, height: 2000 },
            sizeId: size12x18?.sizeId,
          },
          { ...custom, materialId: options.materials[0].materialId, sizeId: size12x18?.sizeId },
          { ...custom, materialId: options.materials[0].materialId, sizeId: 2_000_000_000 },
        ],
      });
      expect(
        bySize.lines.map((l: { problem: { code: string } | null }) => l.problem?.code ?? null),
      ).toEqual([null, 'unavailable', 'unavailable']);

      // A crop of another shape than the print (it would print stretched), or outside the photo.
      for (const crop of [
        { x: 0, y: 0, width: 2000, height: 2000 },
        { x: 1000, y: 0, width: 3000, height: 2000 },
      ]) {
        const bad = await data('orders.cart.price', {
          lines: [{ ...custom, materialId: options.materials[0].materialId, crop }],
        });
        expect(bad.lines[0].problem, JSON.stringify(crop)).toMatchObject({
          code: 'crop',
          blocking: true,
        });
      }
    });

    it('refuses tampered lines with a 400 naming the problem', async () => {
      const line = { kind: 'ready', frameId: 1, sizeId: 1 };
      const cases: [unknown, RegExp][] = [
        [{ lines: [{ ...line, quantity: 0 }] }, /at least 1/],
        [{ lines: [{ ...line, quantity: -1 }] }, /at least 1/],
        [{ lines: [{ ...line, quantity: 1.5 }] }, /whole number/],
        [{ lines: [{ ...line, quantity: 1e9 }] }, /At most 20/],
        [{ lines: [{ ...line, quantity: 1, price: 1 }] }, /price/i],
        [{ lines: [{ ...line, quantity: 1 }], total: 5 }, /total/i],
        [{ lines: [{ kind: 'gift', quantity: 1 }] }, /ready-made or a custom/],
      ];
      for (const [input, message] of cases) {
        const res = await query('orders.cart.price', input);
        expect(res.statusCode, JSON.stringify(input)).toBe(400);
        expect(res.json().error.message, JSON.stringify(input)).toMatch(message);
      }
    });

    it('prices a full cart of 30 custom lines over GET (under the header limit)', async () => {
      const photo = (await uploadPhoto(3000, 2000)).json();
      const options = await data('catalogue.options');
      const line = {
        kind: 'custom',
        photoKey: photo.photoKey,
        crop: { x: 1000, y: 1000, width: 1999, height: 999 },
        widthIn: 12.25,
        heightIn: 6.25,
        materialId: options.materials[0].materialId,
        frameMaterialId: options.frameMaterials[0].frameMaterialId,
        shape: 'Four Corner Round',
        thicknessId: options.thicknesses[0].thicknessId,
        quantity: 20,
        seenUnitPrice: 99_999.99,
      };
      const res = await query('orders.cart.price', {
        lines: Array.from({ length: 30 }, () => line),
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.json().result.data.lines).toHaveLength(30);
      const tooMany = await query('orders.cart.price', {
        lines: Array.from({ length: 31 }, () => line),
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it('prices a cart in a bounded number of statements, never from the cache', async () => {
      const { frame, inStock } = await pickVariants();
      const lines = [
        { kind: 'ready', frameId: frame.frameId, sizeId: inStock.sizeId, quantity: 1 },
      ];
      counter.count = 0;
      await data('orders.cart.price', { lines });
      const first = counter.count;
      counter.count = 0;
      await data('orders.cart.price', { lines });
      expect(counter.count).toBe(first);
      expect(first).toBeLessThanOrEqual(2);
    });
  });

  describe('my review of a frame', () => {
    it('answers the signed-in person their own review, or null', async () => {
      const { frame } = await pickVariants();
      const signup = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/signup',
          payload: { firstName: 'R', lastName: 'V', email, password: 'shopper-pass' },
        });
      await signup('writer@example.com');
      await signup('reader@example.com');
      const writer = bearer(await loginToken(app, 'writer@example.com', 'shopper-pass'));
      const reader = bearer(await loginToken(app, 'reader@example.com', 'shopper-pass'));
      const created = await mutate(
        'content.reviews.create',
        { frameId: frame.frameId, rating: 4, title: 'Solid', review: 'Good joints' },
        writer,
      );
      expect(created.statusCode, created.body).toBe(200);
      const mine = await query('content.reviews.mine', { frameId: frame.frameId }, writer);
      expect(mine.json().result.data).toMatchObject({ title: 'Solid', rating: 4 });
      const theirs = await query('content.reviews.mine', { frameId: frame.frameId }, reader);
      expect(theirs.json().result.data).toBeNull();
      expect((await query('content.reviews.mine', { frameId: frame.frameId })).statusCode).toBe(
        401,
      );
    });
  });

  describe('listing', () => {
    it('sorts and filters by the price a shopper pays, in at most 3 statements with every filter', async () => {
      const asc = await data('catalogue.frames.list', { limit: 100, sort: 'price_asc' });
      const prices = asc.data.map((f: { fromPrice: number }) => f.fromPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const cheapest = prices[0];
      const filtered = await data('catalogue.frames.list', { limit: 100, maxPrice: cheapest });
      expect(filtered.data.length).toBeGreaterThan(0);
      expect(filtered.data.every((f: { fromPrice: number }) => f.fromPrice <= cheapest)).toBe(true);
      for (const f of asc.data) {
        if (f.fromOriginalPrice !== null) expect(f.fromOriginalPrice).toBeGreaterThan(f.fromPrice);
        expect(f.stock).toBeGreaterThanOrEqual(0);
      }

      app.deps.caches.invalidate(['catalogue']);
      counter.count = 0;
      const res = await query('catalogue.frames.list', {
        search: 'a',
        materialId: 1,
        frameMaterialId: 1,
        frameShape: 'Square',
        isNewArrival: true,
        isOffer: true,
        minPrice: 1,
        maxPrice: 100_000,
        sort: 'price_desc',
        page: 1,
        limit: 12,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(counter.count).toBeLessThanOrEqual(3);
    });
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

describeEachDialect('photo upload limits', (t) => {
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
