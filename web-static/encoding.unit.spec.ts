import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { preferredCoding } from './encoding.ts';

const contextWith = (acceptEncoding?: string) => {
  const app = new Koa();
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  // A request as Koa would see it, without a socket.
  return app.createContext({ headers, url: '/', method: 'GET', socket: {} } as never, {} as never);
};

describe('the content coding sent', () => {
  it('is brotli for what browsers ask (gzip listed first at equal weight)', () => {
    expect(preferredCoding(contextWith('gzip, deflate, br, zstd'), ['br', 'gzip'])).toBe('br');
    expect(preferredCoding(contextWith('gzip, deflate, br'), ['br', 'gzip'])).toBe('br');
  });

  it('is gzip when brotli is refused, missing from the request or not held', () => {
    expect(preferredCoding(contextWith('gzip, br;q=0'), ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding(contextWith('gzip, deflate'), ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding(contextWith('gzip, deflate, br'), ['gzip'])).toBe('gzip');
  });

  it('is the bytes as they are when nothing held is accepted, or nothing is asked', () => {
    expect(preferredCoding(contextWith('identity'), ['br', 'gzip'])).toBe('identity');
    expect(preferredCoding(contextWith('deflate'), ['br', 'gzip'])).toBe('identity');
    expect(preferredCoding(contextWith(), ['br', 'gzip'])).toBe('identity');
    expect(preferredCoding(contextWith('gzip, br'), [])).toBe('identity');
  });
});
