import type { Metadata, OutputInfo, Sharp } from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_WIDTHS,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '@aangan/contracts';
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
  const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < width) as number[];
  const top = Math.min(width, widest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * Above this many pixels a JPEG is written in one pass: optimising its coding (mozjpeg's included)
 * holds the whole picture's coefficients, about 220 MB for a 36 MP photo against 17 MB streamed.
 */
const STREAMED_JPEG_PIXELS = 8_000_000;

const ENCODERS: Record<string, (image: Sharp, pixels: number) => Sharp> = {
  'image/jpeg': (image, pixels) =>
    pixels > STREAMED_JPEG_PIXELS
      ? image.jpeg({ quality: 88, optimiseCoding: false })
      : image.jpeg({ quality: 88, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 8 }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 88 }),
};

let libraryTuned = false;

/** The image library with one worker thread and a small cache (see imageWork.ts), loaded at the first upload. */
async function imageLibrary(): Promise<(typeof import('sharp'))['default']> {
  const { default: sharp } = await import('sharp');
  if (!libraryTuned) {
    sharp.concurrency(1);
    sharp.cache({ memory: 16, files: 0, items: 20 });
    libraryTuned = true;
  }
  return sharp;
}

/**
 * Decodes an uploaded image (refusing what sharp cannot read, 415, and anything over
 * IMAGE_MAX_PIXELS before decoding it, 413), then writes the original again without metadata and the
 * WebP copies for `srcset`. Animated GIF and WebP stay animated. The copies are made one after
 * another from the widest size's pixels, so a large photo is decoded at full size only twice, and
 * both passes stream.
 */
export async function processImage(file: ReceivedFile, messages: ImageMessages): Promise<ProcessedImage> {
  const encode = ENCODERS[file.mime];
  if (!encode) throw new UnsupportedMediaTypeError(messages.unreadable);
  const sharp = await imageLibrary();
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
  // Turning a photo upright needs all of it decoded at once: only done for photos that say they need it.
  const autoOrient = (metadata.orientation ?? 1) !== 1;
  const input = () => sharp(file.bytes, { animated, limitInputPixels: IMAGE_MAX_PIXELS, autoOrient });
  try {
    // An animated image is a strip of frames: its height is one frame's.
    const heightOf = (info: OutputInfo): number =>
      animated ? (info.pageHeight ?? Math.round(info.height / (info.pages ?? 1))) : info.height;
    const original = await encode(input(), pixels).toBuffer({ resolveWithObject: true });
    const width = original.info.width;
    const widths = variantWidths(width);
    // The widest size decoded once, as raw pixels (a few MB), and every copy made from it; an
    // animated image goes back to the upload for each, its frames kept apart only there.
    const widest = animated
      ? null
      : await input()
          .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
    const variants: EncodedImage[] = [];
    for (const target of widths) {
      const source = widest
        ? sharp(widest.data, {
            raw: { width: widest.info.width, height: widest.info.height, channels: widest.info.channels },
          })
        : input();
      const out = await source
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ bytes: out.data, width: out.info.width, height: heightOf(out.info) });
    }
    return {
      original: { bytes: original.data, width, height: heightOf(original.info), contentType: file.mime, ext: file.ext },
      variants,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PayloadTooLargeError(messages.tooManyPixels);
    throw new UnsupportedMediaTypeError(messages.unreadable);
  }
}
