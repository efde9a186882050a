/**
 * The SSRF guard for push endpoints (docs/decisions/0047-web-push.md). A push endpoint is a URL the
 * browser hands the server and the server then calls, so it must not point the server at itself or
 * at its network: only https, and only hosts that are (or resolve to) public unicast addresses. The
 * check runs when a subscription is saved, and again on the address actually connected to when a
 * message is sent (`guardedLookup`), so a name that resolves to a public address at subscribe time and
 * to 127.0.0.1 later (DNS rebinding) is refused too. PUSH_ALLOW_PRIVATE=true (tests) lifts the address
 * rule, never the https one.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { PUSH_MESSAGES } from '#shared/rules/push.ts';

export type EndpointRefusal = 'not-https' | 'private' | 'unresolved';

export class PushAddressError extends Error {
  constructor(
    readonly refusal: EndpointRefusal,
    message: string,
  ) {
    super(message);
  }
}

const REFUSAL_MESSAGES: Record<EndpointRefusal, string> = {
  'not-https': PUSH_MESSAGES.endpointNotHttps,
  private: PUSH_MESSAGES.endpointPrivate,
  unresolved: PUSH_MESSAGES.endpointUnresolved,
};

export const refusal = (kind: EndpointRefusal) => new PushAddressError(kind, REFUSAL_MESSAGES[kind]);

/**
 * True for a public unicast address. Everything ipaddr.js names otherwise is refused: loopback,
 * private (RFC 1918), unique local (fc00::/7), link-local (169.254/16, fe80::/10), carrier-grade NAT
 * (100.64/10), unspecified, multicast, broadcast, reserved, documentation and benchmarking ranges, and
 * IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), whose IPv4 part could be any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/** The host of an endpoint URL without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks an endpoint before it is saved: https, and a host that is a public address or a name whose
 * every address is public. Throws a PushAddressError that says why not.
 */
export async function checkEndpoint(endpoint: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') throw refusal('not-https');
  if (allowPrivate) return;
  const host = hostOf(url);
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw refusal('private');
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw refusal('unresolved');
  }
  if (addresses.length === 0) throw refusal('unresolved');
  if (!addresses.every((a) => isPublicAddress(a.address))) throw refusal('private');
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the https agent that sends push messages: resolves the name as Node would, refuses
 * the connection when any address is not public, and hands the connection exactly the addresses it
 * checked (so nothing is resolved twice). An IP-literal host never reaches a lookup: the sender checks
 * it with `isPublicAddress` first.
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (addresses.length === 0 || bad) return callback(refusal('private'), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}
