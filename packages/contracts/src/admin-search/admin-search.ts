import { z } from 'zod';

/** The admin top bar's search (issue 24): what was typed, at most 100 characters. */
export const adminSearchInput = z.strictObject({
  q: z.string().trim().min(1, 'Type something to search for').max(100),
});
export type AdminSearchInput = z.output<typeof adminSearchInput>;

/** At most this many hits of each kind: the top bar shows a short list, the screens the rest. */
export const ADMIN_SEARCH_LIMIT = 5;

export interface AdminOrderHit {
  orderId: number;
  name: string;
  email: string;
  phone: string;
  status: number;
  /** Rupees, from the stored paise. */
  grandTotal: number;
  /** Only custom frames: the orders screen lists it under its Custom tab. */
  customOnly: boolean;
}
export interface AdminFrameHit {
  frameId: number;
  name: string;
  material: string;
}
export interface AdminUserHit {
  userId: number;
  name: string;
  email: string;
  role: string;
}
export interface AdminInquiryHit {
  contactId: number;
  name: string;
  email: string;
  phone: string;
  status: string;
}
export interface AdminSearchResults {
  orders: AdminOrderHit[];
  frames: AdminFrameHit[];
  users: AdminUserHit[];
  inquiries: AdminInquiryHit[];
}

export const adminSearchResultsSchema = z.strictObject({
  orders: z.array(
    z.strictObject({
      orderId: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      status: z.number().int(),
      grandTotal: z.number(),
      customOnly: z.boolean(),
    }),
  ),
  frames: z.array(
    z.strictObject({ frameId: z.number().int(), name: z.string(), material: z.string() }),
  ),
  users: z.array(
    z.strictObject({
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
    }),
  ),
  inquiries: z.array(
    z.strictObject({
      contactId: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      status: z.string(),
    }),
  ),
}) satisfies z.ZodType<AdminSearchResults>;

/**
 * What a typed text means to the lookups: the text for LIKE (wildcards dropped, as the order
 * list does: the engines escape differently), its digits when it reads as a phone or an order
 * number ('+91 98765-43210' → '9876543210', '#1042' → 1042).
 */
export function adminLookup(q: string): { text: string; digits: string; orderId?: number } {
  const text = q.trim().replace(/[\\%_]/g, '');
  let digits = text.replace(/\D/g, '');
  // An Indian number written with its country code: the shop stores the 10 digits.
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  const number = /^#?\s*(\d{1,10})$/.exec(text)?.[1];
  const orderId = number && Number(number) <= 2_147_483_647 ? Number(number) : undefined;
  const phoneLike = /^[\d\s()+-]+$/.test(text);
  return { text, digits: phoneLike && digits.length >= 4 ? digits : '', orderId };
}
