/*
 * Dates and figures as the shop writes them (en-IN). The admin's dates are in India's time
 * wherever the browser is: the server buckets days and months in IST (README "Analytics"), so
 * an order shown as 1 March is counted in March. Rupee amounts: `formatRupees` in
 * `@frameshop/contracts/shared/format`, shared with the server's mails.
 */

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const IST = 'Asia/Kolkata';

/** Made on first use, so a screen that never formats a date pays nothing for it. */
function lazyFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat('en-IN', options);
    return format.format(new Date(iso));
  };
}

/** '23 Nov 2026' in the browser's own time (news and review dates). */
export const formatDate = lazyFormat(DAY_MONTH_YEAR);
/** '23 Nov 2026' in India's time. */
export const formatIstDate = lazyFormat({ ...DAY_MONTH_YEAR, timeZone: IST });
/** '8:35:12 pm' in India's time. */
export const formatIstTime = lazyFormat({
  timeZone: IST,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
/** '23 Nov 2026, 8:35 pm' in India's time. */
export const formatIstDateTime = lazyFormat({
  ...DAY_MONTH_YEAR,
  timeZone: IST,
  hour: 'numeric',
  minute: '2-digit',
});

/** A count with Indian digit grouping: '1,23,456'. */
export const formatCount = (n: number) => n.toLocaleString('en-IN');

/** Image paths from the API and order snapshots are relative to its host ('uploads/frames/...'). */
export function assetUrl(path: string): string {
  return /^(https?:|\/)/.test(path) ? path : `/${path}`;
}
