import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of outgoing webhooks: a URL is sent to only if every address its host has is
 * an ordinary public unicast address. Private, loopback, link-local, CGNAT, multicast,
 * unspecified, reserved and the IPv6 forms that embed an IPv4 address (mapped, IPv4-compatible
 * ::/96, 6to4, Teredo, NAT64) are refused. Deny by default: ipaddr.js names every special range and only 'unicast'
 * passes. Checked at registration and again at each send, where the connection goes to the very
 * address that was checked (`guardedLookup`), so a DNS answer that changes between check and
 * connect (rebinding) cannot slip past.
 */

export class PrivateAddressError extends Error {}

/** True when `address` (an IP literal) may be sent to without WEBHOOK_ALLOW_PRIVATE. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    // IPv4-compatible addresses (::/96, deprecated by RFC 4291) reach the embedded IPv4 address
    // on some stacks, and ipaddr.js calls them 'unicast': no public host uses them, so the whole
    // range is refused (:: and ::1 are inside it and refused anyway).
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
  }
  return ip.range() === 'unicast';
}

/** The host of a URL as DNS and ipaddr.js want it ("[::1]" → "::1"). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) return Promise.resolve([{ address: host, family: isIP(host) }]);
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

/** Every address of the host, or PrivateAddressError naming the one refused. */
export async function checkedAddresses(
  host: string,
  allowPrivate: boolean,
): Promise<LookupAddress[]> {
  const addresses = await resolveAll(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      throw new PrivateAddressError(`${host} resolves to ${refused.address}, a private address`);
    }
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for node's http: resolves, checks every address, and hands the socket only the
 * checked ones. (Node skips `lookup` for IP literals: the sender checks those before connecting.)
 */
export function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback): void => {
    checkedAddresses(host, allowPrivate).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
