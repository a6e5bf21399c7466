import type { Logger } from 'pino';
import { ValidationError, type UploadedFile, type UploadedImage } from '@aangan/contracts';
import type { BlobStore } from './BlobStore.ts';
import { processImage, type ImageMessages } from './imageVariants.ts';
import { createImageWork } from './imageWork.ts';
import type { ReceivedFile } from './multipart.ts';
import type { PublicUrls } from './publicUrls.ts';
import { uploadRecords } from './uploadRecords.ts';
import {
  IMMUTABLE_CACHE,
  dispositionOf,
  newPrivateKey,
  newPublicBase,
  recordKey,
  variantKey,
  type PublicFolder,
} from './uploadKeys.ts';

export interface UploadServiceDeps {
  blobs: BlobStore;
  urls: PublicUrls;
  now: () => Date;
  uuid: () => string;
  logger: Logger;
}

/** A private file as stored: the key is what to keep (and delete on erasure); it has no public address. */
export interface StoredPrivateFile {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Stores uploads under server-made keys and removes them again. Logs say what was stored, how big,
 * of which type and by whom; never a byte of the content nor the name the file came with (a video's
 * or a brochure's is kept in its record, for the console to list it by).
 */
export function createUploadService(deps: UploadServiceDeps) {
  const { blobs, urls, logger } = deps;
  // One image decoded at a time for the whole process (see imageWork.ts).
  const imageWork = createImageWork();
  const records = uploadRecords(blobs);

  async function putPublic(key: string, bytes: Uint8Array, contentType: string, folder: PublicFolder): Promise<void> {
    await blobs.put(key, bytes, {
      contentType,
      cacheControl: IMMUTABLE_CACHE,
      contentDisposition: dispositionOf(folder),
    });
  }

  async function storeFile(folder: 'videos' | 'brochures', file: ReceivedFile, userId: string): Promise<UploadedFile> {
    const base = newPublicBase(folder, deps.now(), deps.uuid);
    const key = `${base}.${file.ext}`;
    await putPublic(key, file.bytes, file.mime, folder);
    const name = file.originalName ?? '';
    if (name)
      await records.write(base, { name, contentType: file.mime, size: file.size, at: deps.now().toISOString() });
    logger.info({ key, size: file.size, contentType: file.mime, userId }, 'upload stored');
    return { url: urls.urlOf(key), contentType: file.mime, size: file.size, ...(name ? { name } : {}) };
  }

  return {
    /** The original without metadata plus WebP copies at the standard widths (see imageVariants.ts). */
    async storeImage(file: ReceivedFile, userId: string, messages: ImageMessages): Promise<UploadedImage> {
      const image = await imageWork.run(() => processImage(file, messages));
      const base = newPublicBase('images', deps.now(), deps.uuid);
      const key = `${base}.${image.original.ext}`;
      try {
        await Promise.all([
          putPublic(key, image.original.bytes, image.original.contentType, 'images'),
          ...image.variants.map((variant) =>
            putPublic(variantKey(base, variant.width), variant.bytes, 'image/webp', 'images'),
          ),
        ]);
      } catch (error) {
        // Half an image is no image: drop whatever was written.
        await blobs.deletePrefix(base).catch(() => undefined);
        throw error;
      }
      const size = image.original.bytes.byteLength;
      logger.info(
        {
          key,
          size,
          receivedSize: file.size,
          contentType: image.original.contentType,
          width: image.original.width,
          height: image.original.height,
          variants: image.variants.length,
          userId,
        },
        'upload stored',
      );
      const variants = image.variants.map((variant) => ({
        url: urls.urlOf(variantKey(base, variant.width)),
        width: variant.width,
        height: variant.height,
      }));
      return {
        url: urls.urlOf(key),
        contentType: image.original.contentType,
        size,
        width: image.original.width,
        height: image.original.height,
        srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
        variants,
      };
    },

    /** How many images are being processed and waiting, and the most processed at once so far. */
    imageWork: () => imageWork.stats(),

    storeVideo: (file: ReceivedFile, userId: string) => storeFile('videos', file, userId),
    storeBrochure: (file: ReceivedFile, userId: string) => storeFile('brochures', file, userId),

    /**
     * Stores a file under `private/<folder>/...` (résumés, documents of a person): never served by a
     * public route. Keep the returned key to read it back (`blobs.get`) or erase it (`blobs.delete`).
     */
    async storePrivate(folder: string, file: ReceivedFile, actorId: string): Promise<StoredPrivateFile> {
      const key = newPrivateKey(folder, file.ext, deps.now(), deps.uuid);
      await blobs.put(key, file.bytes, { contentType: file.mime, cacheControl: 'private, no-store' });
      logger.info({ key, size: file.size, contentType: file.mime, userId: actorId }, 'private upload stored');
      return { key, contentType: file.mime, size: file.size };
    },

    /**
     * Removes one of our public uploads of the given folder, by its address (the original's or any
     * copy's): the original and every copy go. Anything else is a 400; removing twice is harmless.
     */
    async removePublic(
      folder: PublicFolder,
      url: string,
      userId: string,
      refusal: string,
    ): Promise<{ url: string; removed: number }> {
      const parts = urls.keyOf(url);
      if (!parts || parts.folder !== folder) throw new ValidationError(refusal, [{ path: 'url', message: refusal }]);
      const removed = await blobs.deletePrefix(parts.base);
      await blobs.delete(recordKey(parts.base));
      logger.info({ key: parts.key, removed, userId }, 'upload removed');
      return { url, removed };
    },

    /** The names our uploads came with, for the addresses given (those of other places, or without a record, left out). */
    async namesOf(addresses: readonly string[]): Promise<{ url: string; name: string }[]> {
      const named = await Promise.all(
        [...new Set(addresses)].map(async (url) => {
          const parts = urls.keyOf(url);
          const record = parts && !parts.width ? await records.read(parts.base) : null;
          return record ? { url, name: record.name } : null;
        }),
      );
      return named.filter((entry) => entry !== null);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
