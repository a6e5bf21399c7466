import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { demoVideoFor, writeDemoVideoRecipe } from './demoVideoFiles.ts';
import { childOf, floatOf, readEbml } from './testing/ebml.ts';
import { EBML_ID } from './webm.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const videosDir = () => path.join(t.dataDir, 'uploads', 'demo', 'videos');

async function fetchFile(url: string, init: RequestInit = {}) {
  const response = await fetch(t.base + url, init);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A GET with the path sent exactly as written (fetch would normalise '..'). */
function rawStatus(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(t.base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });
}

describe('demo videos under /uploads/demo/videos/', () => {
  const video = demoVideoFor({ subType: 'Apartment', index: 12, title: 'Kesar Heights' });

  it('makes the video on its first request, once for requests at the same moment, and serves it as video/webm', async () => {
    await writeDemoVideoRecipe(t.dataDir, video);
    const file = path.join(videosDir(), `${video.key}.webm`);
    expect(existsSync(file)).toBe(false);
    const answers = await Promise.all([1, 2, 3, 4].map(() => fetchFile(video.url)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('video/webm');
      expect(answer.headers.get('accept-ranges')).toBe('bytes');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.bytes.equals(answers[0].bytes)).toBe(true);
    }
    expect(readdirSync(videosDir()).sort()).toEqual([`${video.key}.json`, `${video.key}.webm`]);
    const [, segment] = readEbml(answers[0].bytes);
    expect(floatOf(answers[0].bytes, childOf(childOf(segment, EBML_ID.Info), EBML_ID.Duration))).toBe(7000);

    // Later requests are served from the file made then.
    const made = statSync(file).mtimeMs;
    expect((await fetchFile(video.url)).bytes.equals(answers[0].bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(made);
  });

  it('answers byte ranges with 206 and Content-Range, HEAD with the length, and a range past the end with 416', async () => {
    await writeDemoVideoRecipe(t.dataDir, video);
    const whole = await fetchFile(video.url);
    const size = whole.bytes.length;
    const part = await fetchFile(video.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.bytes.equals(whole.bytes.subarray(100, 200))).toBe(true);
    const tail = await fetchFile(video.url, { headers: { range: 'bytes=-64' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 64}-${size - 1}/${size}`);
    expect(tail.bytes.equals(whole.bytes.subarray(size - 64))).toBe(true);
    const past = await fetchFile(video.url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    const head = await fetch(t.base + video.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
  });

  it('answers 404, making nothing, for a video without a recipe, a recipe itself and any other name', async () => {
    const before = readdirSync(videosDir()).sort();
    for (const wrong of [
      '/uploads/demo/videos/towers-99.webm',
      `/uploads/demo/videos/${video.key}.json`,
      '/uploads/demo/videos/Towers-12.webm',
      '/uploads/demo/videos/towers-12.webm.partial',
      '/uploads/demo/videos/towers%2D12.webm',
      '/uploads/demo/videos/../videos/towers-12.webm',
      '/uploads/demo/towers-12.webm',
      '/uploads/public/videos/towers-12.webm',
    ]) {
      expect(await rawStatus(wrong), wrong).toBe(404);
    }
    expect(readdirSync(videosDir()).sort()).toEqual(before);
  });
});
