import { z } from 'zod';
import { requiredText } from '../shared/text';
import { authMessages, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

export const signupInput = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  password: passwordField,
});
export type SignupInput = z.input<typeof signupInput>;

/** Login does not apply the length rule: an old account must still get the generic answer. */
export const loginInput = z.strictObject({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, authMessages.passwordTooLong),
});
export type LoginInput = z.input<typeof loginInput>;

export interface UserDto {
  userId: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  role: Role;
  /** Whether the address was proven by its link (issue 22); unverified shoppers still buy. */
  emailVerified: boolean;
  createdAt: string;
}
