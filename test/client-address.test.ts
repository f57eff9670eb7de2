import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, lastForwardedAddress } from '../server/client-address.js';

/** A request as the API sees it: the peer (the balancer, or the client itself) and the headers. */
const request = (peer: string, headers: Record<string, string | string[]> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

const BALANCER = '10.0.0.5';

describe('the client address behind a trusted proxy (DESIGN 9)', () => {
  it('takes the right-most address of the configured header: the one the proxy appended, not what the client sent', () => {
    expect(clientAddressOf(request(BALANCER, { 'x-forwarded-for': '203.0.113.9' }), 'x-forwarded-for')).toBe('203.0.113.9');
    // The client wrote "1.2.3.4" itself; the balancer appended the address it saw.
    expect(clientAddressOf(request(BALANCER, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 'x-forwarded-for')).toBe('203.0.113.9');
    expect(clientAddressOf(request(BALANCER, { 'x-forwarded-for': ['1.2.3.4', '203.0.113.9'] }), 'x-forwarded-for')).toBe('203.0.113.9');
    expect(clientAddressOf(request(BALANCER, { 'x-real-ip': '2001:db8::7' }), 'X-Real-IP')).toBe('2001:db8::7');
  });

  it('never the balancer\'s own address when the header names one, and the peer when the request did not come through it', () => {
    expect(clientAddressOf(request(BALANCER, { 'x-forwarded-for': '198.51.100.3' }), 'x-forwarded-for')).not.toBe(BALANCER);
    expect(clientAddressOf(request('198.51.100.4'), 'x-forwarded-for')).toBe('198.51.100.4');
    // A last entry that is not an address is not trusted either.
    expect(clientAddressOf(request('198.51.100.4', { 'x-forwarded-for': '1.2.3.4, unknown' }), 'x-forwarded-for')).toBe('198.51.100.4');
  });

  it('reads RFC 7239 Forwarded and drops ports and brackets', () => {
    expect(lastForwardedAddress(request(BALANCER, { forwarded: 'for=1.2.3.4, for="[2001:db8::1]:4711";proto=https' }), 'forwarded')).toBe('2001:db8::1');
    expect(lastForwardedAddress(request(BALANCER, { forwarded: 'for=192.0.2.60;proto=http;by=203.0.113.43' }), 'Forwarded')).toBe('192.0.2.60');
    expect(lastForwardedAddress(request(BALANCER, { 'x-forwarded-for': '192.0.2.60:51234' }), 'x-forwarded-for')).toBe('192.0.2.60');
    expect(lastForwardedAddress(request(BALANCER, { forwarded: 'for=_hidden' }), 'forwarded')).toBeNull();
  });

  it('trusts no header when none is configured: the peer address counts', () => {
    expect(clientAddressOf(request('198.51.100.5', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe('198.51.100.5');
    expect(clientAddressOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe('127.0.0.1');
  });

  it('sign-in failures count by the configured header too; unconfigured, no header is believed from any peer, loopback included', () => {
    expect(clientAddressOf(request(BALANCER, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 'x-forwarded-for')).toBe('203.0.113.9');
    expect(clientAddressOf(request(BALANCER, { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe(BALANCER);
    expect(clientAddressOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe('127.0.0.1');
    expect(clientAddressOf(request('::1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe('::1');
  });
});
