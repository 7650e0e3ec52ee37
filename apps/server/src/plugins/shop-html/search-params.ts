/**
 * The search params of a URL as TanStack Router's default `parseSearch` reads them
 * (`parseSearchWith(JSON.parse)` in @tanstack/router-core's searchParams.ts and qss.ts), so the
 * server builds the very object the listing page validates with `parseListingSearch` and so the
 * very `frames.list` input (and query-cache key) the page asks for:
 *
 * - each key once: URLSearchParams decoding; a repeated key becomes a list;
 * - qss's `toValue`: '' stays '', 'true'/'false' become booleans, a canonical number string
 *   ('12', not '012' or '1e1') becomes a number;
 * - then each value still a string and looking like JSON (whitespace, `"`, `[`, `{`, a digit,
 *   `-`, fa/nu/tr) is JSON.parse'd, and kept as the string when that fails.
 *
 * The server must not import the web's router, hence this copy; the test pins its behaviour.
 */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

function toValue(text: string): unknown {
  if (!text) return '';
  if (text === 'false') return false;
  if (text === 'true') return true;
  const n = +text;
  return n * 0 === 0 && `${n}` === text ? n : text;
}

export function parseSearch(search: string): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    const value = toValue(raw);
    const previous = query[key];
    if (previous == null) query[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else query[key] = [previous, value];
  }
  for (const key in query) {
    const value = query[key];
    if (typeof value !== 'string' || !JSON_START.test(value)) continue;
    try {
      query[key] = JSON.parse(value);
    } catch {
      // not JSON: the string it is
    }
  }
  return query;
}
