import { z } from 'zod';
import { idParam, requiredText } from '../shared/text';
import { authMessages, PASSWORD_MAX } from './messages';
import { emailField, passwordField } from './schemas';

/** Issue 22: recovering and managing an account. Texts shared by the server and the web app. */
export const accountMessages = {
  resetRequested:
    'If an account exists for that e-mail, we have sent a link to reset the password.',
  invalidLink: 'This link is invalid or has expired',
  passwordReset: 'Your password has been changed. Please log in with the new one.',
  emailVerified: 'Thank you: your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We have sent a new verification link to your e-mail address.',
  tooManyLinks: 'Too many links asked for. Please try again later.',
  wrongPassword: 'Your current password is not correct',
  deviceNotFound: 'That device is no longer signed in',
  resetLinkSent: 'A reset link has been sent to the user.',
} as const;

/** Reset links live 30 minutes, verification links a day. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
export const VERIFY_TOKEN_TTL_MS = 24 * 3600_000;

/** A link's token: 256 random bits in base64url (43 characters); anything else is no link. */
const tokenField = z
  .string({ error: accountMessages.invalidLink })
  .min(1, accountMessages.invalidLink)
  .max(100, accountMessages.invalidLink);

const currentPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

export const forgotPasswordInput = z.strictObject({ email: emailField });
export const resetPasswordInput = z.strictObject({ token: tokenField, password: passwordField });
export const verifyEmailInput = z.strictObject({ token: tokenField });
export const updateNameInput = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
});
export const changePasswordInput = z.strictObject({
  currentPassword,
  newPassword: passwordField,
});
export const deviceInput = z.strictObject({
  deviceId: z.string().regex(/^[0-9a-f]{32}$/, accountMessages.deviceNotFound),
});
export const deleteMyAccountInput = z.strictObject({ password: currentPassword });
export const sendResetLinkInput = z.strictObject({ userId: idParam });

/** The web forms ask for the new password twice; the server takes it once. */
const confirmField = z.string().max(PASSWORD_MAX, authMessages.passwordTooLong);
export const resetPasswordForm = z
  .strictObject({ password: passwordField, confirm: confirmField })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: authMessages.passwordsDoNotMatch,
  });
export const changePasswordForm = z
  .strictObject({ currentPassword, newPassword: passwordField, confirm: confirmField })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: authMessages.passwordsDoNotMatch,
  });

export interface DeviceDto {
  /** A handle derived from the session, never the session's token or id. */
  deviceId: string;
  /** "Chrome 120 on Linux", or "Unknown browser". */
  browser: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface AccountDataDto {
  exportedAt: string;
  account: {
    userId: number;
    firstName: string;
    lastName: string;
    email: string;
    emailVerified: boolean;
    role: string;
    createdAt: string;
  };
  addresses: {
    firstName: string;
    lastName: string;
    address: string;
    apt: string | null;
    city: string;
    state: string;
    postalCode: string;
    phone: string;
  }[];
  orders: unknown[];
  reviews: { frameId: number; title: string; rating: number; review: string; createdAt: string }[];
  inquiries: {
    name: string;
    phone: string;
    message: string;
    inquiryType: string | null;
    createdAt: string;
  }[];
}
