export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Texts the shopper sees; the web app and the server share them so they cannot drift. */
export const authMessages = {
  passwordRule: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsDoNotMatch: 'Passwords do not match!',
  emailExists: 'Email already exists!',
  invalidCredentials: 'Invalid email or password',
  loginRequired: 'Please log in to continue',
  adminsOnly: 'Admins only',
  sessionExpired: 'Your session has expired. Please log in again.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  tooManySignups: 'Too many sign-ups from this network. Please try again later.',
} as const;
