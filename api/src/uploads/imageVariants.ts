import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_VARIANT_WIDTHS, PayloadTooLargeError, UnsupportedMediaTypeError } from '@aangan/contracts';
import type { ReceivedFile } from './multipart.ts';

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Re-encoded in its own format, turned upright, with every metadata block (EXIF, GPS, XMP, ICC) dropped. */
  original: EncodedImage & { contentType: string; ext: string };
  /** WebP copies, narrowest first. */
  variants: EncodedImage[];
}

export interface ImageMessages {
  unreadable: string;
  tooManyPixels: string;
}

/**
 * The widths to make for an image `width` pixels wide: the standard widths below it, and the image's
 * own width (capped at the widest standard one), so there is always at least one copy and none is
 * ever enlarged.
 */
export function variantWidths(width: number): number[] {
  const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < width) as number[];
  const top = Math.min(width, widest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 8 }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 88 }),
};

/**
 * Decodes an uploaded image (refusing what sharp cannot read, 415, and anything over
 * IMAGE_MAX_PIXELS before decoding it, 413), then writes the original again without metadata and the
 * WebP copies for `srcset`. Animated GIF and WebP stay animated.
 */
export async function processImage(file: ReceivedFile, messages: ImageMessages): Promise<ProcessedImage> {
  const encode = ENCODERS[file.mime];
  if (!encode) throw new UnsupportedMediaTypeError(messages.unreadable);
  // Loaded at the first upload: a process that takes none never loads the image library.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(file.bytes).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(messages.unreadable);
  }
  const animated = (metadata.pages ?? 1) > 1;
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const pixels = (metadata.width ?? 0) * frameHeight * (metadata.pages ?? 1);
  if (!metadata.width || !frameHeight) throw new UnsupportedMediaTypeError(messages.unreadable);
  if (pixels > IMAGE_MAX_PIXELS) throw new PayloadTooLargeError(messages.tooManyPixels);

  // Default failOn ('warning') is sharp's advice for untrusted input; the pixel limit repeats ours.
  const input = () => sharp(file.bytes, { animated, limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
  try {
    // An animated image is a strip of frames: its height is one frame's.
    const heightOf = (info: OutputInfo): number => (animated ? (info.pageHeight ?? Math.round(info.height / (info.pages ?? 1))) : info.height);
    const original = await encode(input()).toBuffer({ resolveWithObject: true });
    const width = original.info.width;
    const variants = await Promise.all(
      variantWidths(width).map(async (target) => {
        const out = await input().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        return { bytes: out.data, width: out.info.width, height: heightOf(out.info) };
      }),
    );
    return { original: { bytes: original.data, width, height: heightOf(original.info), contentType: file.mime, ext: file.ext }, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PayloadTooLargeError(messages.tooManyPixels);
    throw new UnsupportedMediaTypeError(messages.unreadable);
  }
}
