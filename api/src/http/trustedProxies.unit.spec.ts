import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TrustedProxies } from '../config.ts';
import { createProxyTrust } from './trustedProxies.ts';

/** A request as Node hands it over: the connection's peer and the headers the last hop sent. */
const request = (peer: string, headers: Record<string, string> = {}, encrypted = false) =>
  ({ socket: { remoteAddress: peer, encrypted }, headers }) as unknown as IncomingMessage;
const seen = (setting: TrustedProxies, peer: string, headers: Record<string, string> = {}) =>
  createProxyTrust(setting).forwarded(request(peer, headers));

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('with no proxy trusted, the connection is the client, whatever X-Forwarded-For says', () => {
    expect(
      seen({ kind: 'none' }, '::ffff:198.51.100.7', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' }),
    ).toEqual({ address: '198.51.100.7', secure: false });
  });

  it('with one proxy, the address it appended: addresses the client wrote before it are ignored', () => {
    const one: TrustedProxies = { kind: 'hops', hops: 1 };
    expect(seen(one, '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' }).address).toBe('203.0.113.9');
    expect(seen(one, '10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }).address).toBe('203.0.113.9');
    expect(seen(one, '10.0.0.2', { 'x-forwarded-for': '1.2.3.4,5.6.7.8,  203.0.113.9:51234' }).address).toBe(
      '203.0.113.9',
    );
    // A request that passed no proxy (no header) is the connection's own.
    expect(seen(one, '10.0.0.2').address).toBe('10.0.0.2');
  });

  it('with two proxies in a row, the address the outer one appended', () => {
    const two: TrustedProxies = { kind: 'hops', hops: 2 };
    expect(seen(two, '10.0.0.3', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }).address).toBe('203.0.113.9');
  });

  it('with a list of proxies, the first hop from the right that is not one of them', () => {
    const ours: TrustedProxies = { kind: 'addresses', ranges: ['10.0.0.0/8', '2001:db8::/32'] };
    expect(seen(ours, '10.1.1.1', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }).address).toBe('203.0.113.9');
    expect(
      seen(ours, '2001:db8::1', { 'x-forwarded-for': '1.2.3.4, [2001:db8:ffff::7]:443, 2001:db8::2' }).address,
    ).toBe('1.2.3.4');
    // A client connecting directly (not from a listed address) is believed about nothing.
    expect(seen(ours, '198.51.100.7', { 'x-forwarded-for': '10.0.0.9' }).address).toBe('198.51.100.7');
  });

  it('HTTPS as the nearest proxy of ours says, never as the client adds before it', () => {
    const one: TrustedProxies = { kind: 'hops', hops: 1 };
    expect(seen(one, '10.0.0.2', { 'x-forwarded-proto': 'https' }).secure).toBe(true);
    expect(seen(one, '10.0.0.2', { 'x-forwarded-proto': 'https, http' }).secure).toBe(false);
    expect(
      seen({ kind: 'addresses', ranges: ['10.0.0.0/8'] }, '198.51.100.7', { 'x-forwarded-proto': 'https' }).secure,
    ).toBe(false);
    expect(createProxyTrust({ kind: 'none' }).secure(request('198.51.100.7', {}, true))).toBe(true);
  });
});
