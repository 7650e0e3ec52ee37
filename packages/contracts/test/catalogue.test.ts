import { describe, expect, it } from 'vitest';
import { frameInput, pairPriceInput, sizeInput } from '../src/catalogue/schemas';
import { stockBadge } from '../src/catalogue/stock';

describe('stock badge', () => {
  it('follows the spec thresholds', () => {
    expect(stockBadge(0)).toEqual({ tone: 'out', label: 'Out of Stock' });
    expect(stockBadge(1)).toEqual({ tone: 'low', label: 'Low Stock (1)' });
    expect(stockBadge(5)).toEqual({ tone: 'low', label: 'Low Stock (5)' });
    expect(stockBadge(6)).toEqual({ tone: 'in', label: 'In Stock (6)' });
  });
});

const validFrame = {
  name: 'Oak Classic',
  basePrice: 1299.5,
  description: 'A frame',
  colors: ['Brown', 'Black'],
  materialId: 1,
  frameMaterialId: 2,
  frameShape: 'Square',
  isNewArrival: true,
  sizes: [{ sizeId: 3, price: 1500, offer_price: 1200, total_qty: 10 }],
  existingImages: [4, 5],
};

describe('frame input', () => {
  it('takes typed values and fills the defaults', () => {
    const parsed = frameInput.parse(validFrame);
    expect(parsed).toMatchObject({
      basePrice: 1299.5,
      colors: ['Brown', 'Black'],
      materialId: 1,
      isNewArrival: true,
      isOffer: false,
      existingImages: [4, 5],
      careInstruction: [],
    });
    expect(parsed.sizes[0]).toMatchObject({ sizeId: 3, price: 1500, offer_price: 1200 });
  });

  it('rejects what the issue lists, with readable messages', () => {
    const bad = (patch: Record<string, unknown>) =>
      frameInput.safeParse({ ...validFrame, ...patch }).error?.issues.map((i) => i.message);
    expect(bad({ basePrice: 0 })).toEqual(['Base price must be greater than 0']);
    expect(bad({ basePrice: -5 })).toContain('Amount cannot be negative');
    expect(bad({ basePrice: Number.NaN })).toEqual(['Base price is required']);
    expect(bad({ name: '  ' })).toEqual(['Name is required']);
    expect(bad({ colors: [] })).toEqual(['At least one colour is required']);
    expect(bad({ colors: 'not json' })).toEqual(['Colour must be a list']);
    expect(bad({ frameShape: 'Hexagon' })).toEqual(['Choose one of the frame shapes']);
    expect(bad({ materialId: 0 })).toEqual(['Product material is required']);
    expect(bad({ sizes: [{ sizeId: 3, price: 100, offer_price: 150, total_qty: 1 }] })).toEqual([
      'Offer price must be below the price',
    ]);
    expect(
      bad({
        sizes: [
          { sizeId: 3, price: 100, total_qty: 1 },
          { sizeId: 3, price: 200, total_qty: 1 },
        ],
      }),
    ).toEqual(['Each size can appear only once']);
    expect(bad({ role: 'admin' })?.length).toBe(1);
    // Strict variants: a misspelt field is refused, never dropped.
    expect(bad({ sizes: [{ sizeId: 3, price: 100, total_qty: 1, stock: 2 }] })?.[0]).toMatch(
      /Unrecognized key/,
    );
  });

  it('takes no text where it wants a number, list or boolean (REST coerces before parsing)', () => {
    const bad = (patch: Record<string, unknown>) =>
      frameInput.safeParse({ ...validFrame, ...patch }).error?.issues.map((i) => i.message);
    expect(bad({ basePrice: '1299.50' })).toEqual(['Base price must be a number']);
    expect(bad({ isNewArrival: 'true' })).toEqual(['Must be true or false']);
    expect(bad({ colors: '["Brown"]' })).toEqual(['Colour must be a list']);
  });
});

describe('sizes and prices', () => {
  it('takes inches with two decimals', () => {
    expect(sizeInput.parse({ width: 12.25, height: 18 })).toEqual({ width: 12.25, height: 18 });
    expect(sizeInput.safeParse({ width: '12.25', height: 18 }).success).toBe(false);
    expect(sizeInput.safeParse({ width: 12.255, height: 18 }).success).toBe(false);
    expect(sizeInput.safeParse({ width: 0, height: 18 }).success).toBe(false);
  });

  it('needs a positive price', () => {
    const msg = (pricePerSqft: unknown) =>
      pairPriceInput
        .safeParse({ materialId: 1, frameMaterialId: 1, pricePerSqft })
        .error?.issues.map((i) => i.message);
    expect(msg(0)).toEqual(['Price per square foot must be a positive number']);
    expect(msg(undefined)).toBeDefined();
    expect(msg(250.5)).toBeUndefined();
  });
});
