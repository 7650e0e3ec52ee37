/**
 * A text cell for a CSV that people open in a spreadsheet: a value that starts like a formula
 * (= + - @, or a tab or carriage return) gets a leading apostrophe, so a shopper's name such as
 * `=HYPERLINK(...)` shows as text instead of running (OWASP "CSV injection").
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
