import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { logs });
});
afterAll(async () => {
  await t.close();
});

const login = JSON.stringify({ email: 'someone@aangan.test', password: 'not the password' });
const send = (encoding: string, body: Buffer | string) =>
  fetch(`${t.base}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string; code: string } }));

describe('compressed request bodies', () => {
  it('a body that does not decompress is a 400 with a clear message, never a 500', async () => {
    const gzipped = gzipSync(Buffer.from(login));
    for (const [encoding, body] of [
      ['gzip', 'not gzip at all'],
      ['br', 'not brotli either'],
      ['deflate', 'nor deflate'],
      ['gzip', gzipped.subarray(0, gzipped.length - 8)],
    ] as const) {
      const answer = await send(encoding, body);
      expect(answer.status, encoding).toBe(400);
      expect(answer.body.message).toBe(
        'The request body could not be decoded: it does not match its Content-Encoding (gzip, deflate or br), or it is cut short.',
      );
    }
    expect(logs.join('\n')).not.toContain('unexpected error');
  });

  it('an unknown encoding is a 415 that names the problem; good gzip and br bodies are read', async () => {
    const unknown = await send('zz-compress', login);
    expect(unknown.status).toBe(415);
    expect(unknown.body.message).toBe('Unsupported Content-Encoding: send the body as identity, gzip, deflate or br.');
    for (const [encoding, body] of [
      ['gzip', gzipSync(Buffer.from(login))],
      ['br', brotliCompressSync(Buffer.from(login))],
    ] as const) {
      const answer = await send(encoding, body);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Email or password is incorrect');
    }
  });
});
