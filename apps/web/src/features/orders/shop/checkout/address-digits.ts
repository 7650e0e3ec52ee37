/** What the checkout's numeric fields keep of what is typed, pasted or autofilled. */

/** '560 038' reads 560038; at most 6 digits. */
export const postalDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** '+91 98765-43210' or '098765 43210' (pasted, autofilled) read 9876543210; at most 10 digits. */
export function mobileDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  const national =
    digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0'))
      ? digits.slice(-10)
      : digits;
  return national.slice(0, 10);
}
