import { z } from 'zod';
import { shopperOrderSchema } from '../orders/responses';
import type { AccountDataDto, DeviceDto } from './account';
import { ROLES, type UserDto } from './schemas';

/** The REST answers of the user paths, as the OpenAPI document states them. */
export const userSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether the address was confirmed through its verification link (issue 22). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<UserDto>;

export const loginResponse = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  userId: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});

export const signupResponse = z.object({ message: z.string(), user: userSchema });

/** A change that only says it was done. */
export const successResponse = z.strictObject({ success: z.literal(true) });

export const deviceSchema = z.strictObject({
  deviceId: z.string(),
  browser: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<DeviceDto>;
export const deviceLoggedOutResponse = z.strictObject({
  success: z.literal(true),
  current: z.boolean(),
});
export const othersLoggedOutResponse = z.strictObject({ ended: z.number().int() });

/** GET /user/export: everything the shop holds about the signed-in person. */
export const accountDataSchema = z.strictObject({
  exportedAt: z.string(),
  account: z.strictObject({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    createdAt: z.string(),
  }),
  addresses: z.array(
    z.strictObject({
      firstName: z.string(),
      lastName: z.string(),
      address: z.string(),
      apt: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
      phone: z.string(),
    }),
  ),
  orders: z.array(shopperOrderSchema),
  reviews: z.array(
    z.strictObject({
      frameId: z.number().int(),
      title: z.string(),
      rating: z.number().int(),
      review: z.string(),
      createdAt: z.string(),
    }),
  ),
  inquiries: z.array(
    z.strictObject({
      name: z.string(),
      phone: z.string(),
      message: z.string(),
      inquiryType: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<AccountDataDto>;
