import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;

/** A 36-megapixel photo (6000 × 6000), as a phone camera makes them; its file is small, its pixels are not. */
const bigPhoto = () =>
  sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#7a9a5c' } })
    .composite([
      { input: { create: { width: 3000, height: 2000, channels: 3, background: '#c86432' } }, top: 1000, left: 1500 },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

function form(bytes: Uint8Array, name: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return data;
}

describe('large photos uploaded together', () => {
  it('are decoded one at a time with memory to spare, and every one is stored with its copies', async () => {
    const photo = await bigPhoto();
    // Memory the process holds while the four are worked on, sampled as they go.
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const responses = await Promise.all(
      ['one', 'two', 'three', 'four'].map((name) =>
        t.request('POST', '/api/v1/admin/aws-image', { body: form(photo, `${name}.jpg`), token: t.adminToken }),
      ),
    ).finally(() => clearInterval(sampler));
    for (const response of responses) {
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.result).toMatchObject({ width: 6000, height: 6000 });
      expect(response.body.result.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1920]);
    }
    expect(t.system.uploads.imageWork()).toMatchObject({ processing: 0, waiting: 0, peakProcessing: 1, done: 4 });
    // Four at once, each decoded several times over, took about 900 MB more; one at a time and streamed, under 200.
    const grewBy = (peak - before) / MB;
    expect(grewBy, `the process grew by ${Math.round(grewBy)} MB`).toBeLessThan(300);
  });
});
