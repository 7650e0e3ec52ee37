/** Error codes every layer agrees on; the HTTP and tRPC mapping lives with AppError. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What a 503 says when something the shop depends on is down for a moment (the database, the
 * disk that holds uploads). Shown to people as-is; never a driver's or the OS's own text.
 */
export const unavailableMessages = {
  database: 'The shop is briefly unavailable; please try again in a minute',
  storage: 'Images cannot be stored right now; please try again later',
  restarting: 'The shop is restarting; please try again in a minute',
} as const;

/** Texts of the web app's toasts and states, exactly as spec sections 4, 5 and 8 give them. */
export const uiMessages = {
  loginSuccess: 'Login Successful',
  loginFailedPrefix: 'Login Failed: ',
  genericError: 'An error occurred',
  signupSuccess: 'Signup Successful',
  signupFailed: 'Signup Failed...',
  emailExists: 'Email already exists!',
  passwordsDoNotMatch: 'Passwords do not match!',
  accessDenied: 'Access denied: Admins only',
  adminLoginRequired: 'Please Login With Admin Credentials',
  adminAccessGranted: 'Admin access granted',
  userDeleted: 'User deleted successfully!',
  userDeleteFailed: 'Error deleting user',
} as const;

/** Timings of spec section 9. */
export const uiTimings = {
  redirectAfterLoginMs: 2000,
  loginPopupAfterSignupMs: 1000,
  adminDrawerBelowPx: 1024,
} as const;
