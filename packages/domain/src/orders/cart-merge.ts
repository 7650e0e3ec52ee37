import { type CartLine, cartLine } from '@frameshop/contracts/orders/cart';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';

/**
 * What makes two cart lines the same item: a ready-made frame and size, or a custom frame
 * with every choice equal (photo, crop, size, materials, shape, instructions). Quantity and
 * the price last seen are not part of it.
 */
export function lineIdentity(line: CartLine): string {
  if (line.kind === 'ready') return `ready:${line.frameId}:${line.sizeId}`;
  const { quantity: _, seenUnitPrice: __, ...choice } = line;
  return `custom:${stableJson(choice)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The merge at login (issue 24). The account's lines come first, in their order; each browser
 * line adds its quantity to the same item's line (capped at MAX_LINE_QUANTITY, never beyond
 * what one line may hold), or is appended while the cart has room (MAX_CART_LINES); the rest
 * is dropped and counted, never silently kept past the bound.
 */
export function mergeCartLines(
  account: readonly CartLine[],
  browser: readonly CartLine[],
): { lines: CartLine[]; dropped: number } {
  const lines = account.map((l) => ({ ...l }));
  const at = new Map(lines.map((l, i) => [lineIdentity(l), i]));
  let dropped = 0;
  for (const line of browser) {
    const key = lineIdentity(line);
    const index = at.get(key);
    const existing = index === undefined ? undefined : lines[index];
    if (existing && index !== undefined) {
      lines[index] = {
        ...existing,
        quantity: Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity),
      };
    } else if (lines.length < MAX_CART_LINES) {
      at.set(key, lines.length);
      lines.push({ ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity) });
    } else {
      dropped += 1;
    }
  }
  return { lines, dropped };
}

/**
 * Stored lines as the contract reads them: a line that no longer parses (a contract changed
 * since it was saved) is dropped rather than trusted, and never more than MAX_CART_LINES.
 */
export function parseStoredLines(text: string | null): CartLine[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const item of raw) {
    const parsed = cartLine.safeParse(item);
    if (parsed.success) lines.push(parsed.data);
  }
  return lines.slice(0, MAX_CART_LINES);
}
