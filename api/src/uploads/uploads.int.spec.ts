import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const uploadsDir = () => path.join(t.dataDir, 'uploads');

/** Every file under the uploads folder except the demo illustrations, relative to it. */
function storedFiles(): string[] {
  if (!existsSync(uploadsDir())) return [];
  return readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`demo${path.sep}`))
    .sort();
}

/** A form as a browser sends it: the name and declared type are whatever the client claims. */
function form(bytes: Uint8Array, fileName: string, declaredType: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type: declaredType }), fileName);
  return data;
}

const upload = (route: string, body: FormData, token: string | null = t.adminToken) =>
  t.request('POST', `/api/v1/admin/${route}`, { body, token });

/** A served file, as bytes. */
async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(t.base + url, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A GET with the path sent exactly as written (fetch would normalise '..' and '%2e%2e'). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(t.base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c86432' } });

/** The smallest MP4 (ftyp 'isom') or QuickTime (ftyp 'qt  ') file header, padded. */
function isoMedia(brand: string, size = 64 * 1024): Uint8Array {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftyp', 4, 'latin1');
  bytes.write(brand, 8, 'latin1');
  bytes.write('isommp41', 16, 'latin1');
  bytes.writeUInt32BE(size - 24, 24);
  bytes.write('mdat', 28, 'latin1');
  return bytes;
}

const pdf = (size = 2048): Uint8Array => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 8, 'latin1');
  return bytes;
};

/** A Windows executable: 'MZ', a DOS stub and the PE signature where the header says. */
function windowsExe(): Uint8Array {
  const bytes = Buffer.alloc(8192);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

const IMAGE_URL = /^\/uploads\/public\/images\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

describe('POST /admin/aws-image', () => {
  it('stores the photo upright without EXIF or GPS, with WebP copies for srcset that are served inert', async () => {
    // A 1600x900 camera shot held sideways (EXIF orientation 6), with a maker tag and a GPS position.
    const photo = await solid(1600, 900)
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'Private Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 36/1 5/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 12/1 30/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer

    const response = await upload('aws-image', form(photo, 'IMG_0042.JPG', 'image/jpeg'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ responseCode: 200, message: 'Image uploaded successfully!' });
    const result = response.body.result;
    expect(result.url).toMatch(IMAGE_URL);
    expect(result.url.endsWith('.jpg')).toBe(true);
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 900, height: 1600 });
    // Never enlarged: the standard widths below 900, then 900 itself.
    expect(result.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 900]);
    expect(result.srcset).toBe(
      result.variants.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(', '),
    );

    const original = await fetchFile(result.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(original.headers.get('content-disposition')).toBe('inline');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(original.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([900, 1600]);
    expect(original.bytes.includes(Buffer.from('SpyCam'))).toBe(false);

    for (const variant of result.variants as { url: string; width: number; height: number }[]) {
      expect(variant.url).toMatch(/-\d+w\.webp$/);
      const served = await fetchFile(variant.url);
      expect(served.status, variant.url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(served.bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'webp',
        variant.width,
        variant.height,
        undefined,
      ]);
    }
    expect(storedFiles()).toContain(path.join(...result.url.slice('/uploads/'.length).split('/')));
  });

  it('makes all five widths of a large PNG, and a single copy of a small one', async () => {
    const large = await upload('aws-image', form(await solid(2400, 1200).png().toBuffer(), 'plan.png', 'image/png'));
    expect(large.status).toBe(201);
    expect(large.body.result).toMatchObject({ contentType: 'image/png', width: 2400, height: 1200 });
    expect(large.body.result.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1920]);

    const small = await upload('aws-image', form(await solid(200, 120).gif().toBuffer(), 'icon.gif', 'image/gif'));
    expect(small.status).toBe(201);
    expect(small.body.result).toMatchObject({ contentType: 'image/gif', width: 200, height: 120 });
    expect(small.body.result.variants).toEqual([
      { url: expect.stringMatching(/-200w\.webp$/), width: 200, height: 120 },
    ]);
  });

  it('judges the type by the bytes: a PDF named .jpg is refused with 415, nothing stored', async () => {
    const before = storedFiles();
    const response = await upload('aws-image', form(pdf(), 'photo.jpg', 'image/jpeg'));
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Image Upload Error: only JPG, PNG, GIF or WebP images are accepted',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image that cannot be decoded (415) and one over 40 megapixels (413)', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(5000, 0x41)]);
    const unreadable = await upload('aws-image', form(broken, 'broken.png', 'image/png'));
    expect(unreadable.status).toBe(415);
    expect(unreadable.body.message).toMatch(/^Image Upload Error: the image could not be read/);

    const huge = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    const tooBig = await upload('aws-image', form(huge, 'huge.png', 'image/png'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image Upload Error: the image has more than 40 megapixels; please make it smaller',
    });
  });

  it('refuses a file over the limit while it streams (413) and writes nothing to the upload folder', async () => {
    const before = storedFiles();
    const header = await solid(32, 32).png().toBuffer();
    const oversized = Buffer.concat([header, Buffer.alloc(UPLOAD_LIMITS.image + 1 - header.length)]);
    const response = await upload('aws-image', form(oversized, 'big.png', 'image/png'));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image Upload Error: the image is larger than 10 MB',
      errors: [{ path: 'file', message: 'Image Upload Error: the image is larger than 10 MB' }],
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const { hostname, port } = new URL(t.base);
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/api/v1/admin/aws-image',
          headers: {
            authorization: `Bearer ${t.adminToken}`,
            'content-type': 'multipart/form-data; boundary=xyz',
            'content-length': String(500 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode!, connection: res.headers.connection });
          request.destroy();
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.flushHeaders();
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });

  it('asks for a file when none is sent, and refuses a second file, another field or a JSON body', async () => {
    const empty = await upload('aws-image', new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Image Upload Error: please choose an image to upload');

    const png = await solid(10, 10).png().toBuffer();
    const two = form(png, 'a.png', 'image/png');
    two.append('file', new Blob([new Uint8Array(png)]), 'b.png');
    expect((await upload('aws-image', two)).status).toBe(400);

    const wrongField = await upload('aws-image', form(png, 'a.png', 'image/png', 'image'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Send the file in the "file" field.');

    const withText = form(png, 'a.png', 'image/png');
    withText.append('caption', 'hello');
    const extra = await upload('aws-image', withText);
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([{ path: '', message: expect.stringContaining('caption') }]);

    const json = await t.request('POST', '/api/v1/admin/aws-image', { body: { url: 'x' }, token: t.adminToken });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Error uploading file. Please try again.');
  });

  it('is for admins only: no token 401, auditor 403, and nothing is stored for them', async () => {
    const before = storedFiles();
    const png = await solid(10, 10).png().toBuffer();
    expect((await upload('aws-image', form(png, 'a.png', 'image/png'), null)).status).toBe(401);
    expect((await upload('aws-image', form(png, 'a.png', 'image/png'), t.auditorToken)).status).toBe(403);
    expect((await upload('aws-brochure', form(pdf(), 'a.pdf', 'application/pdf'), t.auditorToken)).status).toBe(403);
    expect((await upload('aws-video', form(isoMedia('isom'), 'a.mp4', 'video/mp4'), null)).status).toBe(401);
    expect(
      (await t.request('POST', '/api/v1/admin/remove-image', { body: { url: '/uploads/x' }, token: t.auditorToken }))
        .status,
    ).toBe(403);
    expect((await t.request('POST', '/api/v1/admin/remove-image', { body: { url: '/uploads/x' } })).status).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});

describe('POST /admin/remove-image', () => {
  it('removes the original and every WebP copy; a second removal is harmless', async () => {
    const uploaded = (
      await upload('aws-image', form(await solid(1000, 500).jpeg().toBuffer(), 'room.jpg', 'image/jpeg'))
    ).body.result;
    const urls: string[] = [uploaded.url, ...uploaded.variants.map((v: { url: string }) => v.url)];
    // 1000 wide: 320, 640 and 960, then 1000 itself.
    expect(uploaded.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1000]);
    const base = uploaded.url.slice('/uploads/'.length, -'.jpg'.length);
    expect(storedFiles().filter((file) => file.startsWith(path.join(...base.split('/'))))).toHaveLength(5);

    // Any of its addresses names the whole image.
    const removed = await t.request('POST', '/api/v1/admin/remove-image', {
      body: { url: uploaded.variants[1].url },
      token: t.adminToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      responseCode: 200,
      message: 'Image Deleted Successfully',
      result: { removed: 5 },
    });
    for (const url of urls) expect((await fetchFile(url)).status, url).toBe(404);
    expect(storedFiles().filter((file) => file.startsWith(path.join(...base.split('/'))))).toEqual([]);

    const again = await t.request('POST', '/api/v1/admin/remove-image', {
      body: { url: uploaded.url },
      token: t.adminToken,
    });
    expect(again.status).toBe(200);
    expect(again.body.result.removed).toBe(0);
  });

  it('accepts only our own public upload addresses: traversal, other hosts, other folders and extra fields get 400', async () => {
    const secret = `private/resumes/2025/01/${'a'.repeat(32)}.pdf`;
    await t.system.blobs.put(secret, pdf(), { contentType: 'application/pdf' });
    const video = (await upload('aws-video', form(isoMedia('isom'), 'tour.mp4', 'video/mp4'))).body.result
      .url as string;
    const refused = [
      { url: `/uploads/public/images/../../${secret}` },
      { url: `/uploads/public/images/2025/01/..%2F..%2F..%2F${secret}` },
      { url: `/uploads/${secret}` },
      { url: '/uploads/demo/project-1.svg' },
      { url: `https://evil.example/uploads/public/images/2025/01/${'b'.repeat(32)}.jpg` },
      { url: `/uploads/public/images/2025/01/${'b'.repeat(32)}.jpg?x=1` },
      { url: video },
      { url: `/uploads/public/images/2025/01/${'b'.repeat(32)}.jpg`, also: 'x' },
      { url: '' },
      {},
    ];
    for (const body of refused) {
      const response = await t.request('POST', '/api/v1/admin/remove-image', { body, token: t.adminToken });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.system.blobs.exists(secret)).toBe(true);
    expect((await fetchFile(video)).status).toBe(200);
  });
});

describe('videos and brochures', () => {
  it('stores an MP4 and a MOV by their bytes, serves byte ranges, and removes them', async () => {
    const mp4 = isoMedia('isom');
    const uploaded = await upload('aws-video', form(mp4, 'walkthrough.avi', 'application/octet-stream'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      responseCode: 200,
      message: 'Video uploaded successfully!',
      result: { contentType: 'video/mp4', size: mp4.length },
    });
    const url: string = uploaded.body.result.url;
    expect(url).toMatch(/^\/uploads\/public\/videos\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp4$/);

    const whole = await fetchFile(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-disposition')).toBe('inline');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes.equals(Buffer.from(mp4))).toBe(true);
    const part = await fetchFile(url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.bytes.toString('latin1')).toBe('ftypisom');
    expect((await fetchFile(url, { range: `bytes=${mp4.length}-` })).status).toBe(416);

    const mov = await upload('aws-video', form(isoMedia('qt  '), 'clip.mp4', 'video/mp4'));
    expect(mov.status).toBe(201);
    expect(mov.body.result.url).toMatch(/\.mov$/);
    expect((await fetchFile(mov.body.result.url)).headers.get('content-type')).toBe('video/quicktime');

    const removed = await t.request('POST', '/api/v1/admin/remove-video', { body: { url }, token: t.adminToken });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Video Deleted Successfully');
    expect((await fetchFile(url)).status).toBe(404);
  });

  it('refuses an image sent as a video', async () => {
    const response = await upload(
      'aws-video',
      form(await solid(10, 10).png().toBuffer(), 'clip.mov', 'video/quicktime'),
    );
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Failed to update video URL. Only MP4, MPEG or MOV videos are accepted.');
  });

  it('stores a PDF brochure, served as a download that cannot be sniffed or scripted', async () => {
    const uploaded = await upload('aws-brochure', form(pdf(), 'Brochure Final (2).pdf', 'application/pdf'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      responseCode: 200,
      message: 'Brochure uploaded successfully',
      result: { contentType: 'application/pdf' },
    });
    expect(uploaded.body.result.url).toMatch(/^\/uploads\/public\/brochures\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const served = await fetchFile(uploaded.body.result.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="brochure.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a Windows executable renamed .pdf (415) and a GIF (415) on the brochure route', async () => {
    const before = storedFiles();
    const exe = await upload('aws-brochure', form(windowsExe(), 'brochure.pdf', 'application/pdf'));
    expect(exe.status).toBe(415);
    expect(exe.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Error uploading brochure: only PDF files are accepted',
    });
    const gif = await upload(
      'aws-brochure',
      form(await solid(20, 20).gif().toBuffer(), 'brochure.pdf', 'application/pdf'),
    );
    expect(gif.status).toBe(415);
    expect(storedFiles()).toEqual(before);
  });
});

describe('the names uploads came with', () => {
  const namesOf = (urls: string[], token: string | null = t.adminToken) =>
    t.request('GET', `/api/v1/admin/upload-names?${urls.map((url) => `url=${encodeURIComponent(url)}`).join('&')}`, {
      token,
    });

  it('keeps a video’s and a brochure’s name in its record, under a random stored name, until it is removed', async () => {
    const video = await upload('aws-video', form(isoMedia('isom'), 'Site tour – तल 3.mp4', 'video/mp4'));
    const brochure = await upload(
      'aws-brochure',
      form(pdf(), 'C:\\fakepath\\<img src=x onerror=alert(1)> Brochure.pdf', 'application/pdf'),
    );
    expect(video.body.result).toMatchObject({ name: 'Site tour – तल 3.mp4' });
    expect(video.body.result.url).toMatch(/\/[0-9a-f]{32}\.mp4$/);
    expect(brochure.body.result, JSON.stringify(brochure.body)).toMatchObject({
      name: '<img src=x onerror=alert(1)> Brochure.pdf',
    });
    const urls = [video.body.result.url, brochure.body.result.url, '/uploads/demo/project-1.svg'];

    const named = await namesOf(urls);
    expect(named.status).toBe(200);
    expect(named.body.result).toEqual([
      { url: urls[0], name: 'Site tour – तल 3.mp4' },
      { url: urls[1], name: '<img src=x onerror=alert(1)> Brochure.pdf' },
    ]);
    // An auditor reads the builder too; the record itself is never served.
    expect((await namesOf([urls[0]], t.auditorToken)).status).toBe(200);
    expect((await namesOf([urls[0]], null)).status).toBe(401);
    expect(storedFiles().some((file) => file.startsWith(`public${path.sep}`) && file.endsWith('.json'))).toBe(false);

    await t.request('POST', '/api/v1/admin/remove-video', { body: { url: urls[0] }, token: t.adminToken });
    expect((await namesOf([urls[0]])).body.result).toEqual([]);
  });

  it('refuses a lookup without an address or with too many', async () => {
    expect((await t.request('GET', '/api/v1/admin/upload-names', { token: t.adminToken })).status).toBe(400);
    const many = Array.from(
      { length: 51 },
      (_, i) => `/uploads/public/videos/2025/01/${String(i).padStart(32, '0')}.mp4`,
    );
    const refused = await namesOf(many);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('At most 50 addresses at a time');
  });
});

describe('serving /uploads/', () => {
  it('still serves the demo illustrations, inert', async () => {
    const demo = await fetchFile('/uploads/demo/project-1.svg');
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toContain('image/svg+xml');
    expect(demo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(demo.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('makes a demo illustration’s WebP copy on its first request, once for requests at the same moment', async () => {
    const copy = path.join(t.system.config.DATA_DIR, 'uploads', 'demo', 'illustrations', 'villas-noon.webp');
    expect(existsSync(copy)).toBe(false);
    const answers = await Promise.all([1, 2, 3].map(() => fetchFile('/uploads/demo/illustrations/villas-noon.webp')));
    const bodies = answers.map((answer) => answer.bytes);
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(bodies[i].equals(bodies[0])).toBe(true);
    }
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ format: 'webp', width: 800, height: 500 });
    expect(readdirSync(path.dirname(copy)).filter((name) => name.includes('villas-noon'))).toEqual([
      'villas-noon.svg',
      'villas-noon.webp',
    ]);
    // The default hero slides' pictures too, under their project-<n> names (a site without the demo catalogue).
    const slide = await fetchFile('/uploads/demo/project-1.webp');
    expect(slide.status).toBe(200);
    expect(await sharp(slide.bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 500 });
    // No other name is made up: an unknown scene, another extension, a picture number past the dozen, a climb.
    for (const wrong of [
      '/uploads/demo/illustrations/villas-midnight.webp',
      '/uploads/demo/illustrations/villas-noon.png',
      '/uploads/demo/project-13.webp',
      '/uploads/demo/project-01.webp',
      '/uploads/demo/illustrations/..%2Fvillas-noon.webp',
    ]) {
      expect((await rawGet(wrong)).status, wrong).toBe(404);
    }
  });

  it('never serves a private file, however the path is spelled', async () => {
    const id = 'c'.repeat(32);
    const key = `private/resumes/2025/01/${id}.pdf`;
    await t.system.blobs.put(key, Buffer.from('%PDF-1.4 SECRET-RESUME-CONTENT'), { contentType: 'application/pdf' });
    expect(existsSync(path.join(uploadsDir(), 'private', 'resumes', '2025', '01', `${id}.pdf`))).toBe(true);
    const attempts = [
      `/uploads/${key}`,
      `/uploads/%70rivate/resumes/2025/01/${id}.pdf`,
      `/uploads/public/../${key}`,
      `/uploads/public/images/2025/01/..%2F..%2F..%2F..%2F${key}`,
      `/uploads/demo/../${key}`,
      `/uploads/demo/..%2F${key.replace(/\//g, '%2F')}`,
      `/uploads/demo/%2e%2e/${key}`,
      `/uploads//${key}`,
      `/uploads/./${key}`,
    ];
    for (const attempt of attempts) {
      const response = await rawGet(attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.body).not.toContain('SECRET-RESUME-CONTENT');
    }
  });

  it('answers 404 for public-looking paths that hold nothing', async () => {
    expect((await fetchFile(`/uploads/public/images/2025/01/${'d'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await fetchFile('/uploads/public/images/anything.jpg')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the upload routes as multipart/form-data with a binary file field', async () => {
    const document = (await t.request('GET', '/api/v1/openapi.json')).body;
    const operation = document.paths['/api/v1/admin/aws-image'].post;
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['413', '415']));
  });
});
