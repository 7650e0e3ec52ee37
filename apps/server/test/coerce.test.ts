import { frameInput } from '@frameshop/contracts/catalogue/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coerceBySchema } from '../src/rest/coerce';

describe('REST text to typed input', () => {
  it('turns multipart text into the frame schema types, and the schema accepts it', () => {
    const text = {
      name: 'Oak',
      basePrice: '499.50',
      description: 'd',
      colors: '["Brown","Black"]',
      materialId: '3',
      frameMaterialId: '4',
      frameShape: 'Square',
      weight: '1.2',
      isNewArrival: 'true',
      isOffer: 'false',
      sizes: '[{"sizeId":"2","price":"100","offer_price":"","total_qty":"5"}]',
      existingImages: '["7", 8]',
    };
    const coerced = coerceBySchema(frameInput, text);
    expect(coerced).toEqual({
      ...text,
      basePrice: 499.5,
      colors: ['Brown', 'Black'],
      materialId: 3,
      frameMaterialId: 4,
      weight: 1.2,
      isNewArrival: true,
      isOffer: false,
      sizes: [{ sizeId: 2, price: 100, offer_price: null, total_qty: 5 }],
      existingImages: [7, 8],
    });
    expect(frameInput.safeParse(coerced).success).toBe(true);
  });

  it('converts only decimal text to numbers, so the schema refuses the rest with its message', () => {
    const id = z.strictObject({ id: z.number() });
    for (const text of ['0x10', '1e3', 'Infinity', ' ', '', '12abc']) {
      expect(coerceBySchema(id, { id: text })).toEqual({ id: text });
    }
    expect(coerceBySchema(id, { id: ' 12 ' })).toEqual({ id: 12 });
    expect(coerceBySchema(id, { id: '-3.25' })).toEqual({ id: -3.25 });
  });

  it('picks the union option that accepts the converted value', () => {
    const statusOrAll = z.union([z.number(), z.literal('all')]);
    expect(coerceBySchema(statusOrAll, 'all')).toBe('all');
    expect(coerceBySchema(statusOrAll, '3')).toBe(3);
    const shapes = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), n: z.number() }),
      z.object({ kind: z.literal('b'), m: z.number() }),
    ]);
    expect(coerceBySchema(shapes, { kind: 'b', m: '3' })).toEqual({ kind: 'b', m: 3 });
    expect(coerceBySchema(z.number().nullable(), '')).toBeNull();
    expect(coerceBySchema(z.literal(5), '5')).toBe(5);
    expect(coerceBySchema(z.record(z.string(), z.number()), '{"a":"1"}')).toEqual({ a: 1 });
    expect(coerceBySchema(z.tuple([z.number(), z.string()]), '["1","1"]')).toEqual([1, '1']);
  });

  it('keeps unknown keys for a strict schema to refuse', () => {
    const schema = z.strictObject({ a: z.number() });
    expect(coerceBySchema(schema, { a: '1', role: 'admin' })).toEqual({ a: 1, role: 'admin' });
    expect(schema.safeParse(coerceBySchema(schema, { a: '1', role: 'admin' })).success).toBe(false);
  });
});
