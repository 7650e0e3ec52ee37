import { describe, expect, it } from 'vitest';
import { listingQuery, parseListingSearch } from '../src/catalogue/listing-search';
import { cartInput } from '../src/orders/cart';
import { includedGst, shippingFor, totalsFor } from '../src/orders/pricing';
import {
  effectiveDpi,
  largestPrintSize,
  printQuality,
  sameAspect,
  suitableSizes,
} from '../src/orders/print-quality';

const RULES = { gstRatePercent: 5, shippingFeePaise: 9_900, freeShippingFromPaise: 149_900 };

describe('print quality', () => {
  it('takes the lower DPI of the short and the long side', () => {
    // 3000x2000 px on a 15x10 in print: 200 DPI both ways.
    expect(effectiveDpi({ width: 3000, height: 2000 }, { widthIn: 15, heightIn: 10 })).toEqual({
      shortSide: 200,
      longSide: 200,
      effective: 200,
    });
    // Orientation does not matter: sides are matched short to short.
    expect(
      effectiveDpi({ width: 2000, height: 3000 }, { widthIn: 15, heightIn: 10 }).effective,
    ).toBe(200);
    // A 3000x2000 crop on a 24x12 print: long side 125, short side 166: 125 decides.
    expect(effectiveDpi({ width: 3000, height: 2000 }, { widthIn: 24, heightIn: 12 })).toEqual({
      shortSide: 166,
      longSide: 125,
      effective: 125,
    });
  });

  it('blocks below 100 DPI, warns up to 150, praises from 150', () => {
    expect(printQuality(99).level).toBe('blocked');
    expect(printQuality(100).level).toBe('warning');
    expect(printQuality(149).level).toBe('warning');
    expect(printQuality(150)).toEqual({ level: 'great', message: 'Great quality' });
    expect(printQuality(42).message).toMatch(/42 DPI/);
  });

  it('finds the largest print at an aspect ratio in quarter inches, or none', () => {
    // 3000x2000 at 100 DPI and 3:2 is 30x20.
    expect(largestPrintSize({ width: 3000, height: 2000 }, 1.5)).toEqual({
      widthIn: 30,
      heightIn: 20,
    });
    // At 1:1 the short side bounds it: 20x20.
    expect(largestPrintSize({ width: 3000, height: 2000 }, 1)).toEqual({
      widthIn: 20,
      heightIn: 20,
    });
    // 1010 px at 100 DPI is 10.1 in: rounded down to 10.
    expect(largestPrintSize({ width: 1010, height: 1010 }, 1)).toEqual({
      widthIn: 10,
      heightIn: 10,
    });
    expect(largestPrintSize({ width: 300, height: 300 }, 1)).toBeNull();
  });

  it('offers catalogue sizes that match the photo aspect in its orientation and print sharp', () => {
    const sizes = [
      { width: 8, height: 12 },
      { width: 12, height: 18 },
      { width: 20, height: 30 },
      { width: 10, height: 10 },
    ];
    // A landscape 3000x2000 photo: 12x18 (as 18x12) is 166 DPI; 20x30 is 100 DPI: not sharp.
    expect(suitableSizes({ width: 3000, height: 2000 }, sizes)).toEqual([
      { width: 8, height: 12 },
      { width: 12, height: 18 },
    ]);
    expect(suitableSizes({ width: 3000, height: 2000 }, sizes, 100)).toHaveLength(3);
    expect(sameAspect(1.5, 1.52)).toBe(true);
    expect(sameAspect(1.5, 1.6)).toBe(false);
  });
});

describe('pricing rules', () => {
  it('charges the flat fee below the threshold, nothing from it, nothing on an empty cart', () => {
    expect(shippingFor(0, RULES)).toBe(0);
    expect(shippingFor(149_899, RULES)).toBe(9_900);
    expect(shippingFor(149_900, RULES)).toBe(0);
  });

  it('shows the GST already included in subtotal plus shipping', () => {
    expect(includedGst(105_00, 5)).toBe(5_00);
    expect(totalsFor(100_000, RULES)).toEqual({
      subtotalPaise: 100_000,
      shippingPaise: 9_900,
      gstPaise: Math.round((109_900 * 5) / 105),
      grandTotalPaise: 109_900,
    });
  });
});

describe('listing search in the URL', () => {
  it('turns nonsense into "not set" and builds only the keys that are set', () => {
    const search = parseListingSearch({
      q: 'oak',
      shape: 'Hexagon',
      page: -3,
      min: 500,
      offer: true,
      sort: 'price_asc',
    });
    expect(search).toEqual({ q: 'oak', min: 500, offer: true, sort: 'price_asc' });
    expect(listingQuery(search)).toEqual({
      limit: 12,
      search: 'oak',
      minPrice: 500,
      isOffer: true,
      sort: 'price_asc',
    });
    expect(listingQuery(parseListingSearch({}))).toEqual({ limit: 12 });
  });

  it('never leaves a key with an undefined value, and reads only what it understands', () => {
    const samples: Record<string, unknown>[] = [
      {},
      { q: 'oak' },
      { q: '  teak frame  ' },
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(100) },
      { q: 'x'.repeat(101) },
      { q: 123 },
      { q: null },
      { material: 3, frameMaterial: 5 },
      { material: 0, frameMaterial: -1 },
      { material: 2.5, frameMaterial: '4' },
      { material: 2_147_483_647, frameMaterial: 2_147_483_648 },
      { shape: 'Oval' },
      { shape: 'oval' },
      { shape: 'Top Round', sort: 'price_asc' },
      { sort: 'newest' },
      { sort: 'rating' },
      { sort: 'cheapest' },
      { min: 0, max: 2500.5 },
      { min: -1, max: 10_000_001 },
      { min: '500', max: true },
      { min: 10_000_000 },
      { newArrival: true, offer: false },
      { newArrival: 'true', offer: 1 },
      { page: 1 },
      { page: 2 },
      { page: 0 },
      { page: 1.5 },
      { page: 100_000 },
      { page: 100_001 },
      { page: '2' },
      { unknown: 'x', q: 'walnut', page: 3, sort: 'price_desc', offer: true, min: 100 },
    ];
    for (const raw of samples) {
      const search = parseListingSearch(raw);
      expect(Object.values(search).includes(undefined), JSON.stringify(raw)).toBe(false);
      expect(
        Object.values<unknown>(listingQuery(search)).includes(undefined),
        JSON.stringify(raw),
      ).toBe(false);
    }
    expect(
      parseListingSearch({ q: 123, material: '4', min: '500', newArrival: 'true', page: 1.5 }),
    ).toEqual({});
    expect(parseListingSearch({ q: '  teak  ', material: 2_147_483_648, page: 100_000 })).toEqual({
      q: 'teak',
      page: 100_000,
    });
  });
});

describe('cart input', () => {
  it('accepts custom sizes in quarter inches within the limits only', () => {
    const line = {
      kind: 'custom',
      photoKey: 'AAAAAAAAAAAAAAAAAAAAAA',
      crop: { x: 0, y: 0, width: 100, height: 100 },
      widthIn: 12.25,
      heightIn: 16,
      materialId: 1,
      frameMaterialId: 1,
      shape: 'Square',
      thicknessId: 1,
      quantity: 1,
    };
    expect(cartInput.safeParse({ lines: [line] }).success).toBe(true);
    for (const widthIn of [12.1, 3.75, 60.25]) {
      expect(cartInput.safeParse({ lines: [{ ...line, widthIn }] }).success, String(widthIn)).toBe(
        false,
      );
    }
  });
});
