import fc from 'fast-check';

/**
 * Values no schema asks for, and the JSON text that carries them. A fuzzed value is plain data
 * (objects, arrays, strings, numbers) plus `RawJson` for what JSON.stringify cannot say: a
 * number that parses to Infinity, nesting deeper than a recursive serializer survives.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * An object whose keys are all its own, `__proto__` included: `{ __proto__: x }` written as a
 * literal would set the prototype instead, and JSON.stringify would drop it.
 */
export function own(entries: [string, unknown][]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(record, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return record;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);

/** JSON text of a fuzzed value; lone surrogates come out as \u escapes, as JSON allows. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  }
  if (isRecord(value)) {
    const fields = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText(value[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** How a value travels as text (path, query, form field): strings as they are, the rest as JSON. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined) return '';
  return toJsonText(value);
}

const nested = (open: string, close: string, depth: number, inner = '1') =>
  new RawJson(`${open.repeat(depth)}${inner}${close.repeat(depth)}`);

/** Keys that name Object's own machinery, and a few that only look like ours. */
export const EVIL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isAdmin',
  'role',
  '',
  ' ',
  'a'.repeat(1_000),
];

const hugeText = fc.constantFrom('a'.repeat(100_000), '\u0000'.repeat(20_000), '😀'.repeat(30_000));

const oddText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '😀',
  '\u202e\u202d',
  '\ufeff',
  'İß',
  ' ',
  '\t\r\n',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
);

/** Text a number field might be handed: none of it is a JSON number. */
const numberishText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '0b1',
  ' 1',
  '1 ',
  '',
  '١٢',
  '1_000',
  '1,5',
  '-0',
  '00012',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
);

const oddNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1e-7,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ),
  // Valid JSON that parses to Infinity, or past every integer column.
  fc.constantFrom(new RawJson('1e999'), new RawJson('-1e999'), new RawJson('1E400')),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, 0, '', 'x');

const deep = fc.oneof(
  fc.constantFrom(nested('[', ']', 10_000), nested('{"a":', '}', 10_000), nested('[', ']', 200)),
  // A deep structure built as objects, as a client library would.
  fc.integer({ min: 50, max: 300 }).map((depth) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  }),
);

const prototypeGames = fc.constantFrom<unknown>(
  own([['__proto__', { isAdmin: true, role: 'admin' }]]),
  own([['constructor', own([['prototype', { isAdmin: true }]])]]),
  own([['prototype', 1]]),
  own([['toString', 'x']]),
);

/** Any value a schema would refuse: the mutation a fuzzed field may take instead of its own. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongType },
  { weight: 3, arbitrary: oddNumber },
  { weight: 3, arbitrary: numberishText },
  { weight: 3, arbitrary: oddText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: prototypeGames },
);

/** Keys a fuzzed object may carry beside its own. */
export const extraKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EVIL_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
