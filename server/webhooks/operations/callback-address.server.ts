import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

import { invalid } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';

/**
 * Where a webhook may not point in production (server-side request forgery): loopback, private,
 * link-local, carrier-grade NAT, unspecified, multicast and reserved ranges, in IPv4 and IPv6
 * (IPv4-mapped IPv6 addresses are checked as the IPv4 address they carry).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Is `ip` an address a webhook may be delivered to in production? */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return isPublicAddress(mapped[1]);
    return !blocked.check(ip, 'ipv6');
  }
  return !blocked.check(ip, 'ipv4');
}

/** The host of a callback URL as DNS and net see it (IPv6 literals without their brackets). */
export function callbackHost(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
}

export type Lookup = (host: string) => Promise<string[]>;

/** Every address `host` resolves to (dns.lookup, as a connection would). */
export const resolveAll: Lookup = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses: LookupAddress[]) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    ),
  );

/** Why a callback URL may not be used in production, or undefined when every address it resolves to is public. */
export async function privateCallbackProblem(
  url: string,
  lookup: Lookup = resolveAll,
): Promise<'private' | 'unresolvable' | undefined> {
  const host = callbackHost(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await lookup(host);
  } catch {
    return 'unresolvable';
  }
  if (!addresses.length) return 'unresolvable';
  return addresses.every(isPublicAddress) ? undefined : 'private';
}

/** In production a callback must resolve to public addresses only (checked again at every send). */
export async function checkCallback(url: unknown, production: boolean, lookup?: Lookup): Promise<void> {
  if (!production || typeof url !== 'string') return;
  const problem = await privateCallbackProblem(url, lookup);
  if (problem)
    throw invalid({
      callback: problem === 'private' ? messages.webhook.privateCallback : messages.webhook.unresolvable,
    });
}
