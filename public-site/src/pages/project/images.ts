/** A photo with the WebP copies the upload service made of it (none for outside links and drawings). */
export interface ProjectImage {
  src: string;
  variants: Array<{ src: string; width: number }>;
}

/** `src`, and `srcSet`/`sizes` when there are copies to choose from. */
export const imageSources = (image: ProjectImage, sizes: string): { src: string; srcSet?: string; sizes?: string } =>
  image.variants.length === 0
    ? { src: image.src }
    : { src: image.src, srcSet: image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '), sizes };
