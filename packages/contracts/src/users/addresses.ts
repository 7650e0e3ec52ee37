import { z } from 'zod';
import { shippingAddress } from '../orders/orders';
import { idParam } from '../shared/text';

/**
 * Issue 24: delivery addresses kept on the account, offered at checkout on any device. A
 * shopper keeps at most MAX_SAVED_ADDRESSES (a bound on what one account may store); one of
 * them is the default, the one checkout fills in first.
 */
export const MAX_SAVED_ADDRESSES = 10;

export const addressMessages = {
  notFound: 'Address not found',
  tooMany: `You can keep at most ${MAX_SAVED_ADDRESSES} addresses: delete one first`,
  saved: 'Address saved',
  deleted: 'Address deleted',
  madeDefault: 'Default address changed',
} as const;

/** A saved address is the checkout's address (same rules, same messages) and whether it is the default. */
export const savedAddressFields = shippingAddress.extend({
  isDefault: z.boolean({ error: 'Default must be true or false' }).optional(),
});
export const addAddressInput = savedAddressFields;
export const updateAddressInput = savedAddressFields.extend({ addressId: idParam });
export const addressIdInput = z.strictObject({ addressId: idParam });

export type AddAddressInput = z.input<typeof addAddressInput>;

/** What the account's address list answers (also the REST response schema). */
export const savedAddressSchema = z.object({
  addressId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  apt: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type SavedAddressDto = z.output<typeof savedAddressSchema>;
