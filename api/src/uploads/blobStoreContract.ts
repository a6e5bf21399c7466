import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidBlobKeyError, type BlobStore } from './BlobStore.ts';

export interface BlobStoreUnderTest {
  store: BlobStore;
  cleanup(): Promise<void>;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * The behaviour every BlobStore adapter shares, with the same expectations for all. Every key lives
 * under a prefix unique to the run, removed at the end, so a shared bucket is left as it was found.
 */
export function describeBlobStoreContract(name: string, makeStore: () => Promise<BlobStoreUnderTest>): void {
  describe(`BlobStore contract: ${name}`, () => {
    const run = `contract-${randomUUID().slice(0, 8)}`;
    const key = (rest: string): string => `${run}/${rest}`;
    let subject: BlobStoreUnderTest;
    let store: BlobStore;

    beforeAll(async () => {
      subject = await makeStore();
      store = subject.store;
    });

    afterAll(async () => {
      if (!subject) return;
      await subject.store.deletePrefix(`${run}/`);
      await subject.cleanup();
    });

    it('gives back the bytes, type and size it was given', async () => {
      const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 251);
      await store.put(key('public/images/a.png'), bytes, {
        contentType: 'image/png',
        cacheControl: 'public, max-age=60',
      });
      const blob = await store.get(key('public/images/a.png'));
      expect(blob).not.toBeNull();
      expect(blob!.contentType).toBe('image/png');
      expect(blob!.size).toBe(bytes.byteLength);
      expect(blob!.range).toBeUndefined();
      expect(new Uint8Array(await readAll(blob!.body))).toEqual(bytes);
      expect(await store.stat(key('public/images/a.png'))).toEqual({
        contentType: 'image/png',
        size: bytes.byteLength,
      });
    });

    it('answers null and false for a key it does not hold', async () => {
      expect(await store.get(key('nothing/here.pdf'))).toBeNull();
      expect(await store.stat(key('nothing/here.pdf'))).toBeNull();
      expect(await store.exists(key('nothing/here.pdf'))).toBe(false);
    });

    it('reads one byte range, clamped to the end', async () => {
      await store.put(key('videos/clip.mp4'), bytesOf('0123456789'), { contentType: 'video/mp4' });
      const middle = await store.get(key('videos/clip.mp4'), { range: { start: 2, end: 5 } });
      expect(middle!.range).toEqual({ start: 2, end: 5 });
      expect(middle!.size).toBe(10);
      expect((await readAll(middle!.body)).toString()).toBe('2345');
      const tail = await store.get(key('videos/clip.mp4'), { range: { start: 7, end: 1_000 } });
      expect(tail!.range).toEqual({ start: 7, end: 9 });
      expect((await readAll(tail!.body)).toString()).toBe('789');
    });

    it('replaces a blob whole: concurrent writers leave one complete version', async () => {
      const target = key('brochures/b.pdf');
      await store.put(target, bytesOf('first'), { contentType: 'application/pdf' });
      await store.put(target, bytesOf('second version'), { contentType: 'application/pdf' });
      expect((await readAll((await store.get(target))!.body)).toString()).toBe('second version');

      const versions = Array.from({ length: 8 }, (_, i) => String(i).repeat(20_000 + i));
      await Promise.all(versions.map((text) => store.put(target, bytesOf(text), { contentType: 'application/pdf' })));
      const final = (await readAll((await store.get(target))!.body)).toString();
      expect(versions).toContain(final);
    });

    it('deletes idempotently', async () => {
      await store.put(key('gone.txt'), bytesOf('x'), { contentType: 'text/plain; charset=utf-8' });
      expect(await store.exists(key('gone.txt'))).toBe(true);
      await store.delete(key('gone.txt'));
      await store.delete(key('gone.txt'));
      await store.delete(key('never/was.txt'));
      expect(await store.exists(key('gone.txt'))).toBe(false);
      expect(await store.get(key('gone.txt'))).toBeNull();
    });

    it('deletes by prefix exactly: siblings with another name stay', async () => {
      const base = key('by-prefix/images/2025/01/abc123');
      for (const name of [
        `${base}.jpg`,
        `${base}-320w.webp`,
        `${base}-640w.webp`,
        key('by-prefix/images/2025/01/abd999.jpg'),
        key('by-prefix/images/2025/02/abc123.jpg'),
      ]) {
        await store.put(name, bytesOf(name), { contentType: name.endsWith('.webp') ? 'image/webp' : 'image/jpeg' });
      }
      expect(await store.deletePrefix(base)).toBe(3);
      expect(await store.exists(`${base}.jpg`)).toBe(false);
      expect(await store.exists(`${base}-640w.webp`)).toBe(false);
      expect(await store.exists(key('by-prefix/images/2025/01/abd999.jpg'))).toBe(true);
      expect(await store.exists(key('by-prefix/images/2025/02/abc123.jpg'))).toBe(true);
      expect(await store.deletePrefix(base)).toBe(0);
      expect(await store.deletePrefix(key('by-prefix/'))).toBe(2);
      expect(await store.exists(key('by-prefix/images/2025/02/abc123.jpg'))).toBe(false);
    });

    it('refuses keys that could leave their place: traversal, absolute, empty segments, odd characters', async () => {
      const bad = [
        '../escape.txt',
        `${run}/../../escape.txt`,
        `/${run}/abs.txt`,
        `${run}//double.txt`,
        `${run}/./dot.txt`,
        `${run}/.hidden`,
        `${run}\\win.txt`,
        `${run}/sp ace.txt`,
        `${run}/%2e%2e/x.txt`,
        '',
      ];
      for (const candidate of bad) {
        await expect(
          store.put(candidate, bytesOf('x'), { contentType: 'text/plain' }),
          candidate,
        ).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(candidate), candidate).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(candidate), candidate).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
      await expect(store.deletePrefix('')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.deletePrefix('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });
  });
}
