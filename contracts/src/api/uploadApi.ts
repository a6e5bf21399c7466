import { z } from 'zod';

/** Answers of the upload endpoints (`/admin/aws-image`, `/admin/aws-video`, `/admin/aws-brochure`, `/admin/remove-*`). */

/** A stored public file: `url` is `/uploads/...` (served by the site) or an https address on the configured media host. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});

export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * An uploaded image: the original (re-encoded without metadata) and its WebP copies, narrowest first.
 * `srcset` is ready for `<img srcset>`; pair it with a `sizes` attribute that fits the layout.
 */
export const uploadedImageSchema = uploadedFileSchema.extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcset: z.string(),
  variants: z.array(imageVariantSchema),
});

const uploadResponse = <T extends z.ZodType>(result: T) =>
  z.object({ responseCode: z.literal(200), message: z.string(), result });

export const imageUploadResponseSchema = uploadResponse(uploadedImageSchema);
export const fileUploadResponseSchema = uploadResponse(uploadedFileSchema);
export const uploadRemovalResponseSchema = uploadResponse(
  z.object({ url: z.string(), removed: z.number().int().nonnegative() }),
);

export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export type ImageVariant = z.infer<typeof imageVariantSchema>;
