/** The GST CSV downloads for the dashboard's range (the admin's cookie authorizes them). */
export function gstCsvHref(
  file: 'invoice-register' | 'gstr1-b2c',
  range: { from?: string; to?: string },
): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const text = query.toString();
  return `/api/report/${file}.csv${text ? `?${text}` : ''}`;
}
