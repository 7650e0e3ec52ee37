import { z } from 'zod';
import { ROLES } from './schemas';

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
});

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
