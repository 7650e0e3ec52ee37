/**
 * Who a throttle or quota counts against: the IPv4 address, or the /64 of an IPv6 one (a single
 * subscriber usually holds a whole /64, so counting single addresses would not limit anyone).
 * Every limiter keys by it (issue 19): login, sign-up, contact, photo uploads.
 */
export function clientBucket(address: string): string {
  // A proxy may write a port ("203.0.113.9:5678", "[2001:db8::1]:443") or a zone ("fe80::1%eth0"):
  // neither names another client.
  const ip = address
    .trim()
    .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/%.*$/, '');
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4?.[1]) return v4[1];
  // Not an address at all: still one bounded bucket (the photo table keeps 64 characters).
  if (!ip.includes(':') || !/^[0-9a-f:]+$/i.test(ip)) return ip.slice(0, 64);
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.slice(0, 4).replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
