/**
 * Who a throttle or quota counts against: the IPv4 address, or the /64 of an IPv6 one (a single
 * subscriber usually holds a whole /64, so counting single addresses would not limit anyone).
 * Every limiter keys by it (issue 19): login, sign-up, contact, photo uploads.
 */
export function clientBucket(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4?.[1]) return v4[1];
  if (!ip.includes(':')) return ip.slice(0, 64);
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
