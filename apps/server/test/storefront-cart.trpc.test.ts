import { includedGst, shippingFor } from '@frameshop/contracts/orders/pricing';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStorefront } from './support/storefront';

/** orders.cart.price: offer prices, shipping and GST, stock, price changes, gone frames, custom quotes, tampered lines, statement budget. */
describeEachDialect('storefront: cart pricing, photos, listing', (t) => {
  const suite = useStorefront(t);
  const { query, data, mutate, pickVariants, uploadPhoto, counter } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(() => {
    ({ app, admin } = suite);
  });

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
      // The lines' rows, and (issue 23) the cash-on-delivery settings' one row by primary key.
      expect(first).toBeLessThanOrEqual(3);
    });
  });
});
