/** An article's date as the shop shows it: "23 Nov 2026". */
export function formatNewsDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
