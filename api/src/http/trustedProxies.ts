import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type Koa from 'koa';
import type { TrustedProxies } from '../config.ts';

/** Where a request came from, as far as this server can know it. */
export interface Forwarded {
  /** The client's address: the one the nearest proxy of ours saw, or the connection's own. */
  address: string;
  /** Whether the client reached us over HTTPS (directly, or as the nearest proxy of ours says). */
  secure: boolean;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`, `10.0.0.1:5000` → `10.0.0.1`, `[::1]:443` → `::1` (proxies write all three). */
function bareAddress(value: string): string {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  return /^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(address) ? address.slice(7) : address;
}

const listOf = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `10.0.0.0/8`, `10.1.2.3` or `fd00::/8` as a BlockList rule (the config has checked each one). */
function blockListOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The one rule for the client's address and scheme behind proxies (TRUST_PROXY). Every proxy
 * appends the address it received the request from to `X-Forwarded-For`, so the list is read from
 * the right: the connection's peer first, then each entry leftwards while it is a proxy of ours.
 * The first hop that is not ours is the client; whatever stands further left was written by the
 * client itself and is never believed. `X-Forwarded-Proto` is read the same way: the value our
 * nearest proxy wrote, never one the client put before it.
 */
export function createProxyTrust(setting: TrustedProxies) {
  const list = setting.kind === 'addresses' ? blockListOf(setting.ranges) : null;
  const isOurs = (address: string, hop: number): boolean => {
    switch (setting.kind) {
      case 'none':
        return false;
      case 'hops':
        return hop < setting.hops;
      case 'addresses': {
        const family = isIP(address);
        return family !== 0 && list!.check(address, family === 6 ? 'ipv6' : 'ipv4');
      }
      default: {
        const unknown: never = setting;
        return unknown;
      }
    }
  };
  const known = new WeakMap<IncomingMessage, Forwarded>();

  function forwarded(req: IncomingMessage): Forwarded {
    const cached = known.get(req);
    if (cached) return cached;
    const encrypted = Boolean((req.socket as Partial<TLSSocket>).encrypted);
    const peer = bareAddress(req.socket.remoteAddress ?? '');
    let answer: Forwarded = { address: peer, secure: encrypted };
    if (isOurs(peer, 0)) {
      const hops = [peer, ...listOf(req.headers['x-forwarded-for']).map(bareAddress).reverse()];
      let hop = 0;
      while (hop < hops.length - 1 && isOurs(hops[hop], hop)) hop += 1;
      // Each proxy of ours passed on the way may have appended its scheme; the outermost one's is the client's.
      const protos = listOf(req.headers['x-forwarded-proto']);
      const proto = protos.length ? protos[Math.max(0, protos.length - Math.max(hop, 1))].toLowerCase() : null;
      answer = { address: hops[hop], secure: encrypted || proto === 'https' };
    }
    known.set(req, answer);
    return answer;
  }

  return {
    forwarded,
    /** `forwarded(req).secure`, without reading the address where no proxy is trusted (the page cache's fast path asks). */
    secure: (req: IncomingMessage): boolean =>
      setting.kind === 'none' ? Boolean((req.socket as Partial<TLSSocket>).encrypted) : forwarded(req).secure,
    trustsAnyProxy: setting.kind !== 'none',
  };
}

export type ProxyTrust = ReturnType<typeof createProxyTrust>;

/**
 * Makes Koa's `ctx.ip`, `ctx.protocol` and `ctx.secure` (and so secure cookies, HSTS and the CSP's
 * upgrade) follow the rule above. Koa alone would take the left-most `X-Forwarded-For` entry, the
 * one the client writes. `ctx.ip` is what the throttles and form limits count by.
 */
export function applyProxyTrust(app: Koa, trust: ProxyTrust): void {
  // Koa reads X-Forwarded-Host only with `proxy` on; address and scheme are ours below.
  app.proxy = trust.trustsAnyProxy;
  Object.defineProperties(app.request, {
    ip: {
      configurable: true,
      get(this: Koa.Request) {
        return trust.forwarded(this.req).address;
      },
      // Koa's own setter, kept for code that overrides the address (none here): an own property wins.
      set(this: Koa.Request, value: string) {
        Object.defineProperty(this, 'ip', { value, configurable: true, writable: true });
      },
    },
    protocol: {
      configurable: true,
      get(this: Koa.Request) {
        return trust.forwarded(this.req).secure ? 'https' : 'http';
      },
    },
  });
}
