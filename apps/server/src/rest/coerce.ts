import type { z } from 'zod';

/** The parts of a zod 4 schema definition this walker reads. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  values?: unknown[];
  getter?: () => z.ZodType;
}

/** Decimal text only: "12", "-3", "12.50". Not "0x10", "1e3", "Infinity" or " ". */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const toNumber = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value;

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

const TRUE = new Set(['true', '1', 'on']);
const FALSE = new Set(['false', '0']);

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Legacy REST callers send text where the use case wants types: path and query parameters
 * ("12") and multipart fields (numbers as text, lists as JSON text, booleans as "true"). A JSON
 * body is typed already and is not converted (rest/route.ts keeps its values as sent). The contracts' schemas are typed (so tRPC callers get real
 * types), and this is the one place text becomes those types, guided by the schema itself.
 * It only converts; the schema still validates, so anything unconvertible stays as it was and
 * is refused with the schema's own message.
 */
export function coerceBySchema(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return value === undefined ? value : coerceBySchema(def.innerType as z.ZodType, value);
    case 'nullable':
      // An empty form field means "none" where none is allowed.
      if (value === null || value === '') return null;
      return coerceBySchema(def.innerType as z.ZodType, value);
    case 'pipe':
      return coerceBySchema(def.in as z.ZodType, value);
    case 'number':
      return toNumber(value);
    case 'literal':
      return def.values?.some((v) => typeof v === 'number') ? toNumber(value) : value;
    case 'lazy':
      return def.getter ? coerceBySchema(def.getter(), value) : value;
    case 'intersection':
      return coerceBySchema(def.right as z.ZodType, coerceBySchema(def.left as z.ZodType, value));
    case 'boolean':
      if (typeof value !== 'string') return value;
      if (TRUE.has(value)) return true;
      return FALSE.has(value) ? false : value;
    case 'null':
      return value === '' ? null : value;
    case 'array': {
      const list = parseJsonText(value);
      return Array.isArray(list)
        ? list.map((item) => coerceBySchema(def.element as z.ZodType, item))
        : value;
    }
    case 'tuple': {
      const list = parseJsonText(value);
      const items = def.items ?? [];
      return Array.isArray(list)
        ? list.map((item, i) => (items[i] ? coerceBySchema(items[i], item) : item))
        : value;
    }
    case 'record': {
      const record = parseJsonText(value);
      if (!record || typeof record !== 'object' || Array.isArray(record)) return value;
      return Object.fromEntries(
        Object.entries(record).map(([key, item]) => [
          key,
          coerceBySchema(def.valueType as z.ZodType, item),
        ]),
      );
    }
    case 'object': {
      const record = parseJsonText(value);
      if (!record || typeof record !== 'object' || Array.isArray(record)) return value;
      const shape = def.shape ?? {};
      // Unknown keys are kept as they are: a strict schema still refuses them. Own keys only:
      // `shape.constructor` is Object's, and a body naming it must be an unknown key (400).
      return Object.fromEntries(
        Object.entries(record).map(([key, item]) => {
          const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
          return [key, field ? coerceBySchema(field, item) : item];
        }),
      );
    }
    case 'union': {
      // The value as it is, if an option takes it; else the first conversion an option takes.
      const options = def.options ?? [];
      if (options.some((option) => option.safeParse(value).success)) return value;
      for (const option of options) {
        const converted = coerceBySchema(option, value);
        if (converted !== value && option.safeParse(converted).success) return converted;
      }
      return value;
    }
    default:
      return value;
  }
}
