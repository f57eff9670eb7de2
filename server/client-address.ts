import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The client's address, for the limits that count per client (form posts, failed sign-ins).
 *
 * Behind a balancer every request comes from the balancer's own address, so the limits would
 * count all visitors as one. With a trusted proxy configured (`sitegen api --trust-proxy
 * x-forwarded-for`, DESIGN 9: "client addresses from a configured trusted proxy header"), the
 * address is the right-most one in that header: the one the trusted proxy itself appended. What
 * stands to its left was sent by the client and could be anything, so it is never used. A
 * request without a usable address in the header (it did not come through the proxy) counts by
 * its peer address.
 *
 * Without the setting the header is never trusted (anyone could send one): the peer address counts.
 */
export function clientAddressOf(req: IncomingMessage, trustProxy: string | undefined): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  return lastForwardedAddress(req, trustProxy) ?? peer;
}

/**
 * The right-most address of the header `name`: `X-Forwarded-For: a, b` (b), `X-Real-IP: b`, or
 * RFC 7239's `Forwarded: for=a, for="[2001:db8::1]:4711"` (2001:db8::1). Ports and brackets are
 * dropped; null when the last entry is not an IP address.
 */
export function lastForwardedAddress(req: IncomingMessage, name: string): string | null {
  const header = req.headers[name.toLowerCase()];
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  let last = value.split(',').pop()?.trim() ?? '';
  if (name.toLowerCase() === 'forwarded') {
    last = /(?:^|;)\s*for=("?)([^";]*)\1/i.exec(last)?.[2] ?? '';
  }
  return addressOnly(last);
}

function addressOnly(text: string): string | null {
  if (isIP(text)) return text;
  const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::\d+)?$/.exec(text);
  if (bracketed && isIP(bracketed[1]!) === 6) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]!;
  return null;
}
