import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@aangan/server/testing';
import { PAGE_START_SCRIPT, PAGE_START_SCRIPT_SOURCE } from './pageStart.ts';

describe('the start script and the pages’ headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { web: true });
  });
  afterAll(() => app.close());

  it('every page carries the one inline script, allowed by its hash and by nothing looser', async () => {
    for (const url of ['/', '/search-result', '/contact-us', '/no-such-page']) {
      const response = await app.request<string>('GET', url, { headers: { accept: 'text/html' } });
      const inline = [
        ...response.body.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
      ].map((match) => match[1]);
      expect(inline).toEqual([PAGE_START_SCRIPT]);
      const scriptSrc = response.headers
        .get('content-security-policy')!
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${PAGE_START_SCRIPT_SOURCE}`);
      expect(PAGE_START_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`);
      // Public pages open in the visitor's window as any site does; only the console isolates its window.
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    }
    const console = await app.request<string>('GET', '/admin', { headers: { accept: 'text/html' } });
    expect(console.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('names the entry script and the page’s chunks on it, and asks for them at once only where needed', async () => {
    const home = (await app.request<string>('GET', '/', { headers: { accept: 'text/html' } })).body;
    const tag = home.match(/<script id="page-start"[^>]*>/)![0];
    expect(tag).toMatch(/data-src="\/assets\/index-[\w-]+\.js"/);
    expect(tag).toMatch(/data-chunks="(\/assets\/[\w-]+\.js ?)+"/);
    expect(tag).not.toContain('data-eager');
    expect(home).not.toContain('rel="modulepreload"');
    expect(home).not.toMatch(/<script type="module"/);
    const map = (await app.request<string>('GET', '/search-result?view=map', { headers: { accept: 'text/html' } }))
      .body;
    expect(map.match(/<script id="page-start"[^>]*>/)![0]).toContain('data-eager=""');
  });
});
