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

/** '23 Nov 2026' (the locale's medium style) in the browser's own time. */
export const formatMediumDate = lazyFormat({ dateStyle: 'medium' });
/** '23 Nov 2026, 8:35 pm' (medium date, short time) in the browser's own time. */
export const formatMediumDateTime = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });
/** '23 November 2026' in the browser's own time. */
export const formatLongDate = lazyFormat({ dateStyle: 'long' });

/** A calendar day ('2026-03-01') as '1 Mar 2026', whatever the time zone: it is no instant. */
const calendarDay = lazyFormat({ ...DAY_MONTH_YEAR, timeZone: 'UTC' });
export const formatCalendarDay = (day: string) => calendarDay(`${day}T00:00:00Z`);

/** A count with Indian digit grouping: '1,23,456'. */
export const formatCount = (n: number) => n.toLocaleString('en-IN');

let compactRupees: Intl.NumberFormat | undefined;
/** '₹1.2L', '₹35K': rupees for a chart's axis. */
export function formatCompactRupees(rupees: number): string {
  compactRupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return compactRupees.format(rupees);
}

/** Image paths from the API and order snapshots are relative to its host ('uploads/frames/...'). */
export function assetUrl(path: string): string {
  return /^(https?:|\/)/.test(path) ? path : `/${path}`;
}
