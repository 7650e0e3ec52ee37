import { PASSWORD_MIN } from '@frameshop/contracts/users/messages';

let known: Promise<Set<string>> | undefined;

/**
 * ASVS 6.2.4: refuse passwords that appear in lists of the most used ones. The list is
 * zxcvbn-ts's (about 49,000 leaked passwords, ranked); only those long enough to pass our
 * length rule matter. Loaded on the first sign-up, since the shop's reads never need it.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  known ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary.passwords.filter((p: string) => p.length >= PASSWORD_MIN)),
  );
  return (await known).has(password.toLowerCase());
}
