import { describe, expect, it } from 'vitest';
import { FRAME_SHAPES } from '../src/catalogue/constants';
import { type PriceTables, pairKey, QuoteError, quoteCustomFrame } from '../src/catalogue/quote';

// Paise per square foot: oak + teak at ₹250.00, oak's one-side-round extra at ₹40.50.
const prices: PriceTables = {
  pairs: new Map([[pairKey(1, 2), 25_000]]),
  oneSide: new Map([[1, 4_050]]),
};
const base = { materialId: 1, frameMaterialId: 2, shape: 'Rectangle' as const };

describe('custom-frame quote', () => {
  it('prices area in square feet at the pair rate', () => {
    // 12 x 18 in = 1.5 sq ft; 1.5 x ₹250 = ₹375.
    const q = quoteCustomFrame({ ...base, widthIn: 12, heightIn: 18 }, prices);
    expect(q.areaSqFt).toBe(1.5);
    expect(q.ratePaisePerSqFt).toBe(25_000);
    expect(q.pricePaise).toBe(37_500);
  });

  it('adds the one-side-round price for Top Round and Bottom Round only', () => {
    for (const shape of FRAME_SHAPES) {
      const q = quoteCustomFrame({ ...base, shape, widthIn: 12, heightIn: 12 }, prices);
      const expected = shape === 'Top Round' || shape === 'Bottom Round' ? 29_050 : 25_000;
      expect(q.ratePaisePerSqFt, shape).toBe(expected);
      // 1 sq ft x rate, rounded to the rupee.
      expect(q.pricePaise, shape).toBe(Math.round(expected / 100) * 100);
    }
  });

  it('rounds to the whole rupee, half up', () => {
    // 10.5 x 7.25 in = 0.528645… sq ft x ₹250 = ₹132.16 → ₹132.
    expect(quoteCustomFrame({ ...base, widthIn: 10.5, heightIn: 7.25 }, prices).pricePaise).toBe(
      13_200,
    );
    // 8.64 x 10 in = 0.6 sq ft x ₹250 = ₹150 exactly; 0.002 sq ft x ₹250 = ₹0.50 → ₹1.
    expect(quoteCustomFrame({ ...base, widthIn: 8.64, heightIn: 10 }, prices).pricePaise).toBe(
      15_000,
    );
    expect(quoteCustomFrame({ ...base, widthIn: 0.288, heightIn: 1 }, prices).pricePaise).toBe(100);
  });

  it('names the missing price instead of returning NaN', () => {
    expect(() =>
      quoteCustomFrame({ ...base, frameMaterialId: 9, widthIn: 10, heightIn: 10 }, prices),
    ).toThrow(
      new QuoteError(
        'no_pair_price',
        'This material and frame material combination has no price yet',
      ),
    );
    const noOneSide: PriceTables = { pairs: prices.pairs, oneSide: new Map() };
    expect(() =>
      quoteCustomFrame({ ...base, shape: 'Top Round', widthIn: 10, heightIn: 10 }, noOneSide),
    ).toThrow('Top Round is not priced for this material yet');
    // Other shapes do not need the one-side price.
    expect(
      quoteCustomFrame({ ...base, shape: 'Oval', widthIn: 12, heightIn: 12 }, noOneSide).pricePaise,
    ).toBe(25_000);
  });

  it('makes Square and Round only with equal sides; the other shapes take any size', () => {
    for (const shape of ['Square', 'Round'] as const) {
      expect(() => quoteCustomFrame({ ...base, shape, widthIn: 12, heightIn: 18 }, prices)).toThrow(
        new QuoteError(
          'shape_needs_square',
          `${shape} frames need equal width and height: choose a square size or another shape`,
        ),
      );
      expect(
        quoteCustomFrame({ ...base, shape, widthIn: 18, heightIn: 18 }, prices).pricePaise,
      ).toBe(56_300);
    }
    for (const shape of FRAME_SHAPES.filter((s) => s !== 'Square' && s !== 'Round')) {
      expect(quoteCustomFrame({ ...base, shape, widthIn: 12, heightIn: 18 }, prices).areaSqFt).toBe(
        1.5,
      );
    }
  });

  it('rejects sizes that are not positive numbers', () => {
    for (const [w, h] of [
      [0, 10],
      [-1, 10],
      [Number.NaN, 10],
      [10, Number.POSITIVE_INFINITY],
    ]) {
      expect(() => quoteCustomFrame({ ...base, widthIn: w!, heightIn: h! }, prices)).toThrow(
        QuoteError,
      );
    }
  });
});
