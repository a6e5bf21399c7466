import { FILE_KIND_NAMES } from '@aangan/contracts';

/** What an upload may be. The type is read from the file's first bytes, never from its name or declared type. */
export type FileKind = 'image' | 'video' | 'pdf';

export interface DetectedType {
  kind: FileKind;
  /** The type the file is stored and served as. */
  mime: string;
  /** The extension its key gets. */
  ext: string;
}

/** Keyed by the type file-type reports; MP4 variants (M4V, F4V) are stored as plain MP4. */
const ACCEPTED: Record<string, DetectedType> = {
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/gif': { kind: 'image', mime: 'image/gif', ext: 'gif' },
  'image/webp': { kind: 'image', mime: 'image/webp', ext: 'webp' },
  'video/mp4': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/x-m4v': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/quicktime': { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  'video/mpeg': { kind: 'video', mime: 'video/mpeg', ext: 'mpg' },
  'application/pdf': { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
};

/** Every type file-type knows for the formats we take is decided within this many leading bytes. */
export const DETECTION_BYTES = 4100;

/** The accepted type of these leading bytes, or null (unknown, or a kind not asked for). */
export async function detectType(head: Uint8Array, kinds: readonly FileKind[]): Promise<DetectedType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  const accepted = found ? ACCEPTED[found.mime] : undefined;
  return accepted && kinds.includes(accepted.kind) ? accepted : null;
}

/** The stored types of some kinds, for documentation and `accept` attributes. */
export function mimeTypesOf(kinds: readonly FileKind[]): string[] {
  return [
    ...new Set(
      Object.values(ACCEPTED)
        .filter((t) => kinds.includes(t.kind))
        .map((t) => t.mime),
    ),
  ];
}

/** 'JPG, PNG, GIF or WebP images', 'PDF files', ... */
export const describeKinds = (kinds: readonly FileKind[]): string => kinds.map((k) => FILE_KIND_NAMES[k]).join(' or ');
