/**
 * The server calls the push endpoints members give it, so an endpoint must never turn it against
 * its own network (SSRF): it must be https on a public address. Addresses are classified by
 * ipaddr.js, whose ranges follow the IANA special-purpose registries; only 'unicast' (global)
 * passes, so private, loopback, link-local, CGNAT, unique-local, IPv4-mapped and every other
 * special range are refused. Origins in PUSH_ENDPOINT_ALLOW skip the check (tests, a private
 * deployment's own push service). The same rule runs again when a push is sent (`publicLookup`),
 * so a name that resolved to a public address at subscription cannot later point inside.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../errors';
import { words } from '../../i18n/messages';

/**
 * Whether an IP address is a public (global unicast) one.
 * @param address an IPv4 or IPv6 address as text
 * @returns false for every special-purpose range, and for text that is not an address
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/**
 * Checks an endpoint a member subscribes with, resolving its host name.
 * @param endpoint the push service URL from the browser
 * @param allow origins (scheme://host:port) that skip the check
 * @throws AppError 400 with a readable reason when the URL is not https, names credentials, or
 *   its host is (or resolves to) an address that is not public, or does not resolve at all
 */
export async function assertPushEndpoint(endpoint: string, allow: readonly string[]): Promise<void> {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) throw badRequest(words('push.endpointNotUrl'));
  if (allow.includes(url.origin)) return;
  if (url.protocol !== 'https:') throw badRequest(words('push.endpointNotHttps'));
  if (url.username || url.password) throw badRequest(words('push.endpointNotPublic'));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((a) => a.address),
        () => [] as string[],
      );
  if (addresses.length === 0) throw badRequest(words('push.endpointUnreachable'));
  if (!addresses.every(isPublicAddress)) throw badRequest(words('push.endpointNotPublic'));
}

/**
 * A `lookup` for http(s).request that refuses to connect to an address that is not public:
 * used when sending, for endpoints outside PUSH_ENDPOINT_ALLOW.
 */
export const publicLookup = ((
  hostname: string,
  options: LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => {
  dnsLookup(hostname, { ...options, all: true }, (err, found) => {
    if (err) return callback(err, '', 4);
    if (found.length === 0 || found.some((a) => !isPublicAddress(a.address))) {
      return callback(Object.assign(new Error('push endpoint resolves to an address that is not public'), { code: 'ENOTPUBLIC' }), '', 4);
    }
    if (options.all) return callback(null, found);
    return callback(null, found[0].address, found[0].family);
  });
}) as LookupFunction;
