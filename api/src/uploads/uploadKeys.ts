/**
 * Where each upload is kept, and how it is served. Keys are made here, from the detected type, the
 * date and a random id; nothing a client sends (file name, declared type) ever becomes part of one.
 *
 *   public/{images|videos|brochures}/<yyyy>/<mm>/<id>.<ext>   served under /uploads/
 *   public/images/<yyyy>/<mm>/<id>-<width>w.webp             the WebP copies of an image
 *   private/<folder>/<yyyy>/<mm>/<id>.<ext>                  never served by a public route
 *   private/upload-records/<folder>/<yyyy>/<mm>/<id>.json    what the console knows of an upload (recordKey)
 */

export type PublicFolder = 'images' | 'videos' | 'brochures';

const EXTENSIONS = 'jpg|png|gif|webp|mp4|mov|mpg|pdf';

/** Exactly the keys this service makes public; anything else under /uploads/ (bar the demo folder) is 404. */
export const PUBLIC_KEY = new RegExp(
  `^public/(images|videos|brochures)/(\\d{4})/(0[1-9]|1[0-2])/([0-9a-f]{32})(?:-(\\d{1,4})w)?\\.(${EXTENSIONS})$`,
);

export interface PublicKeyParts {
  folder: PublicFolder;
  /** The key without extension or width suffix: the prefix shared by an original and all its copies. */
  base: string;
  /** Set for a WebP copy of an image. */
  width?: number;
}

export function parsePublicKey(key: string): PublicKeyParts | null {
  const match = PUBLIC_KEY.exec(key);
  if (!match) return null;
  const [, folder, year, month, id, width] = match;
  return {
    folder: folder as PublicFolder,
    base: `public/${folder}/${year}/${month}/${id}`,
    ...(width ? { width: Number(width) } : {}),
  };
}

const yearMonth = (now: Date): string => `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** 32 hex characters; `uuid` is injected so tests can pin it. */
const randomId = (uuid: () => string): string => uuid().replace(/-/g, '').toLowerCase();

export function newPublicBase(folder: PublicFolder, now: Date, uuid: () => string): string {
  return `public/${folder}/${yearMonth(now)}/${randomId(uuid)}`;
}

/** A private key, e.g. `private/resumes/2025/07/<id>.pdf`: stored, never reachable through /uploads/. */
export function newPrivateKey(folder: string, ext: string, now: Date, uuid: () => string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,40}$/.test(folder) || !/^[a-z0-9]{1,8}$/.test(ext))
    throw new Error(`Bad private key parts: ${folder}, ${ext}`);
  return `private/${folder}/${yearMonth(now)}/${randomId(uuid)}.${ext}`;
}

export const variantKey = (base: string, width: number): string => `${base}-${width}w.webp`;

/**
 * Where the record of a public upload is kept (the name it came with, for the console): beside no
 * public file, so the bucket never serves it, and found from the upload's own key.
 *   public/videos/2025/07/<id>  →  private/upload-records/videos/2025/07/<id>.json
 */
export const recordKey = (base: string): string => `private/upload-records/${base.slice('public/'.length)}.json`;

/** Random names never change content, so caches may keep them for a year without asking again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Images and videos open in the page; a brochure is downloaded. Browsers show an inline PDF with a
 * built-in viewer that a `Content-Security-Policy: sandbox` response blanks out (Chromium refuses to
 * run its viewer in a sandboxed document) and that otherwise runs the file's own scripts on our
 * origin in some viewers; a download is safe and works everywhere.
 */
export function dispositionOf(folder: PublicFolder): string {
  return folder === 'brochures' ? 'attachment; filename="brochure.pdf"' : 'inline';
}
