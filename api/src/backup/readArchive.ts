import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { archiveKind, openEncryptedArchive } from './archiveCipher.ts';
import { BackupError, corrupted } from './backupErrors.ts';
import {
  BACKUP_FORMAT,
  DATA_FILES,
  ENTRY,
  formatEntrySchema,
  manifestSchema,
  RESTORABLE_FORMATS,
  SAFE_DATA_PATH,
  type BackupManifest,
} from './backupManifest.ts';

export interface ReadArchiveOptions {
  archive: string;
  passphrase?: string | undefined;
  /** An empty folder where the data folder's files are written. */
  staging: string;
  onProgress?: (progress: { doneBytes: number; totalBytes: number }) => void;
}

export interface ArchiveContents {
  manifest: BackupManifest;
  /** The manifest exactly as archived, and its seal (null in a format 1 archive, which has none). */
  manifestBytes: Buffer;
  seal: string | null;
  /** Encrypted with a passphrase: then only its holder could have written any of it. */
  encrypted: boolean;
  /** The erasure ledger as it was when the backup was taken. */
  ledger: string;
}

/** Top-level names of the data folder an archive may carry. */
const DATA_ENTRIES = new Set<string>([
  DATA_FILES.events,
  DATA_FILES.personalKeys,
  DATA_FILES.jwtSecret,
  DATA_FILES.dataKey,
]);
const MAX_SMALL_ENTRY = 64 * 1024 * 1024;

/**
 * Unpacks an archive into `staging` and checks it whole: the format it was written in, every
 * file against the manifest's size and SHA-256, nothing missing, nothing extra. Any doubt refuses
 * the archive with the reason; what was unpacked is left for the caller to discard.
 */
export async function readArchive(options: ReadArchiveOptions): Promise<ArchiveContents> {
  const kind = await archiveKind(options.archive);
  if (kind === 'encrypted' && !options.passphrase) {
    throw new BackupError(
      'PASSPHRASE_REQUIRED',
      'This archive is encrypted: give its passphrase with --passphrase-file FILE or --passphrase-stdin.',
    );
  }
  const encrypted = kind === 'encrypted' ? await openEncryptedArchive(options.archive, options.passphrase!) : null;
  const totalBytes = (await stat(options.archive)).size;
  let doneBytes = encrypted?.framesStart ?? 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      doneBytes += chunk.length;
      options.onProgress?.({ doneBytes, totalBytes });
      done(null, chunk);
    },
  });
  const extract = tar.extract();
  const feeding = pipeline([
    createReadStream(options.archive, { start: encrypted?.framesStart ?? 0 }),
    counting,
    ...(encrypted ? [encrypted.decrypting()] : []),
    createGunzip(),
    extract,
  ]);
  // A refusal while reading entries stops the feeding too, so both always settle.
  const consuming = consumeEntries(extract, options.staging).catch((error: unknown) => {
    extract.destroy();
    throw error;
  });
  const [fed, consumed] = await Promise.allSettled([feeding, consuming]);
  if (fed.status === 'fulfilled' && consumed.status === 'fulfilled')
    return { ...verify(consumed.value), encrypted: encrypted !== null };
  const reasons = [fed, consumed].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  // The first stage to fail names the cause; the others only saw the stream stop.
  const known =
    reasons.find((r) => r instanceof BackupError) ??
    reasons.find((r) => ['ENOSPC', 'EACCES', 'EROFS', 'EDQUOT'].includes(String((r as NodeJS.ErrnoException).code)));
  if (known) throw known as Error;
  throw corrupted(describeDamage(reasons[0]), reasons[0]);
}

/** What the decompressor or the tar reader said, in the operator's words. */
function describeDamage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'Z_BUF_ERROR') return 'it ends too early: the file was cut short';
  if (code === 'Z_DATA_ERROR') return 'its compressed data is damaged';
  if (/tar header/i.test(message)) return 'its contents are damaged: an entry header is unreadable';
  return message;
}

interface Found {
  files: Map<string, { bytes: number; sha256: string }>;
  format: number;
  manifest: Buffer | null;
  seal: string | null;
  ledger: string;
}

async function consumeEntries(extract: tar.Extract, staging: string): Promise<Found> {
  const found: Found = { files: new Map(), format: 0, manifest: null, seal: null, ledger: '' };
  let first = true;
  for await (const entry of extract) {
    const name = entry.header.name;
    if (entry.header.type === 'directory') {
      entry.resume();
      continue;
    }
    if (entry.header.type !== 'file') throw corrupted(`it holds ${name}, which is not a plain file`);
    if (first) {
      first = false;
      if (name !== ENTRY.format)
        throw new BackupError(
          'NOT_A_BACKUP',
          `This is not an Aangan backup archive: it does not start with ${ENTRY.format}.`,
        );
      found.format = checkFormat((await smallEntry(entry, name)).toString('utf8'));
      continue;
    }
    if (found.seal !== null) throw corrupted(`${name} follows the manifest's seal, which must come last`);
    if (found.manifest !== null) {
      if (name !== ENTRY.seal || found.format < 2)
        throw corrupted(`${name} follows the manifest, which must come last`);
      found.seal = (await smallEntry(entry, name)).toString('utf8').trim();
      continue;
    }
    if (name === ENTRY.manifest) found.manifest = await smallEntry(entry, name);
    else if (name === ENTRY.ledger) {
      const text = (await smallEntry(entry, name)).toString('utf8');
      found.ledger = text;
      found.files.set(name, {
        bytes: Buffer.byteLength(text),
        sha256: createHash('sha256').update(text).digest('hex'),
      });
    } else if (name.startsWith(ENTRY.dataPrefix)) {
      const relative = name.slice(ENTRY.dataPrefix.length);
      const top = relative.split('/')[0];
      const allowed =
        SAFE_DATA_PATH.test(relative) &&
        (DATA_ENTRIES.has(relative) || (top === DATA_FILES.uploads && relative.length > top.length));
      if (!allowed || found.files.has(name)) throw corrupted(`it holds an unexpected entry ${JSON.stringify(name)}`);
      found.files.set(
        name,
        await writeEntry(entry, path.join(staging, ...relative.split('/')), entry.header.mode ?? 0o600),
      );
    } else throw corrupted(`it holds an unexpected entry ${JSON.stringify(name)}`);
  }
  if (first) throw new BackupError('NOT_A_BACKUP', 'This is not an Aangan backup archive: it holds no entries.');
  return found;
}

/** The archive's format, when this version restores it. */
function checkFormat(text: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw corrupted(`${ENTRY.format} is not readable`, error);
  }
  const format = formatEntrySchema.safeParse(parsed);
  if (!format.success)
    throw new BackupError(
      'NOT_A_BACKUP',
      `This is not an Aangan backup archive: ${ENTRY.format} does not describe one.`,
    );
  if (!RESTORABLE_FORMATS.includes(format.data.format)) {
    throw new BackupError(
      'UNSUPPORTED',
      `This archive has backup format ${format.data.format} (written by Aangan ${format.data.appVersion}); this version of Aangan restores formats up to ${BACKUP_FORMAT}. Restore it with Aangan ${format.data.appVersion} or later.`,
    );
  }
  return format.data.format;
}

async function smallEntry(entry: tar.Entry, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SMALL_ENTRY) throw corrupted(`${name} is far larger than it can be`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function writeEntry(entry: tar.Entry, file: string, mode: number): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Never executable, never writable by others; secrets and databases stay owner-only.
  const handle = await open(file, 'wx', (mode & 0o644) | 0o600);
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

function verify(found: Found): Omit<ArchiveContents, 'encrypted'> {
  if (found.manifest === null) throw corrupted('it has no manifest: the file was probably cut short');
  if (found.format >= 2 && found.seal === null)
    throw corrupted("its manifest's seal is missing: the file was probably cut short");
  let parsed: unknown;
  try {
    parsed = JSON.parse(found.manifest.toString('utf8'));
  } catch (error) {
    throw corrupted('its manifest is not readable', error);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success || manifest.data.format !== found.format)
    throw corrupted('its manifest does not describe a backup');
  const listed = new Map(manifest.data.files.map((f) => [f.path, f]));
  for (const [name, actual] of found.files) {
    const expected = listed.get(name);
    if (!expected) throw corrupted(`${name} is not in the manifest`);
    if (expected.bytes !== actual.bytes || expected.sha256 !== actual.sha256)
      throw corrupted(`checksum mismatch for ${name}`);
  }
  const missing = [...listed.keys()].filter((name) => !found.files.has(name));
  if (missing.length) throw corrupted(`${missing.length} file(s) of the manifest are missing, such as ${missing[0]}`);
  return { manifest: manifest.data, manifestBytes: found.manifest, seal: found.seal, ledger: found.ledger };
}
