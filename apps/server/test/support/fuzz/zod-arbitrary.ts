import fc from 'fast-check';
import type { z } from 'zod';
import { extraKey, hostileValue, own } from './hostile';

/**
 * fast-check arbitraries from the contracts' zod 4 schemas. No maintained library does this for
 * zod 4 (zod-fast-check is for zod 3 and fast-check 3), so this walks the schema definition for
 * the types the contracts use: objects (strict), strings (lengths, regex, email), numbers
 * (bounds, integers), enums, literals, unions, arrays, optional, nullable, default, pipes.
 *
 * `hostility` is the chance, at each node, that the value is replaced by one no schema takes
 * (hostile.ts) and that an object gains a key it does not know; 0 gives schema-shaped values
 * (valid, or refused only by refinements the walker cannot read).
 */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  items?: z.ZodType[];
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  format?: string;
  pattern?: RegExp;
  getter?: () => z.ZodType;
  checks?: { _zod: { def: CheckDef } }[];
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Deeper than any contract; a lazy (recursive) schema stops here. */
const MAX_DEPTH = 8;

export function arbitraryFor(
  schema: z.ZodType,
  hostility: number,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, hostility, depth);
  if (hostility <= 0) return shaped;
  const hostile = Math.max(1, Math.round(hostility * 100));
  return fc.oneof(
    { weight: 100 - hostile, arbitrary: shaped },
    { weight: hostile, arbitrary: hostileValue },
  );
}

function shapedArbitrary(
  schema: z.ZodType,
  hostility: number,
  depth: number,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined) =>
    s && depth < MAX_DEPTH ? arbitraryFor(s, hostility, depth + 1) : fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe': {
      // What the caller sends is `in`; when `out` only narrows the same type (a string piped
      // into z.email()), `out` says more about it. A transform says nothing.
      const out = def.out ? defOf(def.out) : undefined;
      const input = def.in ? defOf(def.in) : undefined;
      return out && out.type !== 'transform' && out.type === input?.type
        ? inner(def.out)
        : inner(def.in);
    }
    case 'lazy':
      return inner(def.getter?.());
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'array': {
      const checks = checksOf(def);
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = checks.find((c) => c.check === 'max_length')?.maximum ?? min + 4;
      return fc.oneof(
        fc.array(inner(def.element), { minLength: min, maxLength: Math.min(max, min + 4) }),
        // The boundary and one past it.
        fc
          .constantFrom(max, max + 1)
          .chain((n) => fc.array(inner(def.element), { minLength: n, maxLength: n })),
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def, hostility, depth);
    default:
      // custom, any, unknown, transform: nothing to read, so anything JSON can say.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(def: Def, hostility: number, depth: number): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, hostility, depth + 1)]),
  );
  // Every key may be left out: a missing required field is one more invalid input.
  const record = fc.record(fields, { requiredKeys: [] });
  const complete = fc.record(fields);
  const base = fc.oneof({ weight: 3, arbitrary: complete }, { weight: 1, arbitrary: record });
  if (hostility <= 0) return base;
  const extras = fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 });
  return fc
    .tuple(base, fc.double({ min: 0, max: 1, noNaN: true }), extras)
    .map(([value, roll, added]) =>
      roll < hostility * 2
        ? own([...Object.entries(value as Record<string, unknown>), ...added])
        : value,
    );
}

function stringArbitrary(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? Math.max(min, 40);
  const pattern =
    def.format === 'email'
      ? 'email'
      : (checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern ?? def.pattern);
  const boundaries = fc.constantFrom(
    'a'.repeat(min),
    'a'.repeat(max),
    'a'.repeat(max + 1),
    ...(min > 0 ? ['a'.repeat(min - 1)] : []),
  );
  let shaped: fc.Arbitrary<string>;
  if (pattern === 'email' || checks.some((c) => c.format === 'email')) shaped = emailArbitrary;
  else if (pattern instanceof RegExp) shaped = regexArbitrary(pattern, min, max);
  else {
    shaped = fc.oneof(
      fc.string({ minLength: min, maxLength: Math.min(max, min + 30) }),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 10) }),
    );
  }
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: boundaries });
}

/** Addresses every validator takes (fc.emailAddress() makes ones zod's stricter rule refuses). */
const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('example.com', 'mail.example.in', 'test.local.dev'),
    fc.constantFrom('', '+tag', '.x'),
  )
  .map(([name, domain, suffix]) => `${name}${suffix}@${domain}`);

function regexArbitrary(pattern: RegExp, min: number, max: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern, { size: 'small' });
  } catch {
    // A regex feature fast-check cannot invert: plain text of the right length instead.
    return fc.string({ minLength: min, maxLength: Math.min(max, min + 30) });
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const integer =
    def.format === 'safeint' ||
    def.format === 'int32' ||
    checks.some((c) => c.check === 'number_format' && c.format?.includes('int'));
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  const step = integer ? 1 : 0.01;
  const min =
    low?.value === undefined
      ? integer
        ? -1_000
        : -1_000
      : low.inclusive
        ? low.value
        : low.value + step;
  const max =
    high?.value === undefined
      ? Math.max(min + 100_000, 1_000)
      : high.inclusive
        ? high.value
        : high.value - step;
  // Small ids first: they exist in the seeded database.
  const lowest = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
  const highest = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
  const smallLow = Math.max(lowest, -5);
  const small = fc.integer({
    min: smallLow,
    max: Math.max(smallLow, Math.min(highest, smallLow + 40)),
  });
  const any = fc.integer({ min: lowest, max: Math.max(lowest, highest) });
  const shaped = integer
    ? fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: any })
    : fc.oneof(
        // Quarter steps: inches are measured in them (a refinement the walker cannot read).
        fc
          .integer({
            min: Math.ceil(Math.max(min, -1e6) * 4),
            max: Math.floor(Math.min(max, 1e6) * 4),
          })
          .map((quarters) => quarters / 4),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
  const boundaries = fc.constantFrom(min, max, min - step, max + step);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: boundaries });
}
