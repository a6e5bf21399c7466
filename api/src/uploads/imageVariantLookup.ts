import { IMAGE_VARIANT_WIDTHS } from '@aangan/contracts';
import { projectArtVariants } from '../demoPictures/projectArt.ts';
import type { BlobStore } from './BlobStore.ts';
import type { PublicUrls } from './publicUrls.ts';
import { variantKey } from './uploadKeys.ts';

export interface ImageVariant {
  src: string;
  width: number;
}

/** Images whose copies are remembered; beyond this the oldest are forgotten (they are looked up again). */
const REMEMBERED = 5000;

/**
 * Which WebP copies exist of our own uploaded images, for `srcset`: the standard widths the upload
 * made (an image is never enlarged, so a small one has fewer). Keys are random and never reused,
 * so an answer stays true and is remembered. A demo project's drawn pictures have theirs by their
 * address alone (480 and 960 wide, made on first request).
 */
export function createImageVariantLookup(deps: { blobs: BlobStore; urls: PublicUrls }) {
  const known = new Map<string, ImageVariant[]>();

  async function variantsOf(ref: string): Promise<ImageVariant[]> {
    const drawn = projectArtVariants(ref);
    if (drawn) return drawn;
    const parts = deps.urls.keyOf(ref);
    if (!parts || parts.folder !== 'images' || parts.width !== undefined) return [];
    const cached = known.get(parts.base);
    if (cached) return cached;
    const present = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width): Promise<number | null> =>
        (await deps.blobs.exists(variantKey(parts.base, width))) ? width : null,
      ),
    );
    const variants = present
      .filter((width): width is number => width !== null)
      .map((width) => ({ src: deps.urls.urlOf(variantKey(parts.base, width)), width }));
    if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
    known.set(parts.base, variants);
    return variants;
  }

  /** The copies of each image among `refs` that has any. */
  return async (refs: readonly string[]): Promise<Record<string, ImageVariant[]>> => {
    const entries = await Promise.all([...new Set(refs)].map(async (ref) => [ref, await variantsOf(ref)] as const));
    return Object.fromEntries(entries.filter(([, variants]) => variants.length > 0));
  };
}

export type ImageVariantLookup = ReturnType<typeof createImageVariantLookup>;
