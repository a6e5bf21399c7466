import { z } from 'zod';

/** Answers of the upload endpoints (`/admin/aws-image`, `/admin/aws-video`, `/admin/aws-brochure`, `/admin/remove-*`). */

/** A stored public file: `url` is `/uploads/...` (served by the site) or an https address on the configured media host. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** The name the file came with (videos and brochures): the stored name is random. */
  name: z.string().optional(),
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

/** Most addresses one `GET /admin/upload-names` looks up (a project holds at most 20 videos). */
export const MAX_UPLOAD_NAMES = 50;

/** `GET /admin/upload-names?url=…&url=…`: the names uploads came with, for the console's file lists. */
export const uploadNamesQuerySchema = z.strictObject({
  url: z
    .union([z.string(), z.array(z.string())], { message: 'Give the address of an upload' })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.string().trim().min(1, 'Give the address of an upload').max(2048, 'Please enter a valid input'))
        .max(MAX_UPLOAD_NAMES, `At most ${MAX_UPLOAD_NAMES} addresses at a time`),
    ),
});

export const uploadNamesResponseSchema = z.object({
  responseCode: z.literal(200),
  message: z.string().optional(),
  result: z.array(z.object({ url: z.string(), name: z.string() })),
});
