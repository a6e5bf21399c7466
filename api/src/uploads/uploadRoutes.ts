import type { Logger } from 'pino';
import { z } from 'zod';
import {
  AppError,
  UPLOAD_LIMITS,
  fileUploadResponseSchema,
  imageUploadResponseSchema,
  isAppError,
  uploadRemovalResponseSchema,
} from '@aangan/contracts';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
import { describeBytes } from './fileTypes.ts';
import { multipartBody } from './multipart.ts';
import type { UploadService } from './uploadService.ts';

const TAG = 'Uploads';
/** The form field that carries the file on every admin upload. */
export const UPLOAD_FIELD = 'file';

/**
 * Failures nobody foresaw answer the spec's message for the route (logged with their stack here, as
 * the error middleware only logs errors it does not recognise); known ones keep their own status and text.
 */
async function orFail<T>(logger: Logger, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) throw error;
    logger.error({ err: error }, message);
    throw new AppError('UPLOAD_FAILED', 500, message, { cause: error });
  }
}

const removeBody = z.strictObject({
  url: z.string().trim().min(1, 'Please enter a valid input').max(2048, 'Please enter a valid input'),
});

export function uploadRoutes(deps: { uploads: UploadService; logger: Logger }): AnyRoute[] {
  const { uploads, logger } = deps;
  const image = {
    failed: 'Failed to upload image',
    prefix: 'Image Upload Error',
  };
  const video = 'Failed to update video URL.';
  const brochure = 'Error uploading brochure';

  const routes = [
    route({
      method: 'post',
      path: '/admin/aws-image',
      access: 'admin',
      tag: TAG,
      summary: `Upload an image (field "${UPLOAD_FIELD}": JPG, PNG, GIF or WebP, up to ${describeBytes(UPLOAD_LIMITS.image)}); answers its address and WebP copies for srcset`,
      upload: multipartBody({
        field: UPLOAD_FIELD,
        kinds: ['image'],
        maxBytes: UPLOAD_LIMITS.image,
        messages: {
          missing: `${image.prefix}: please choose an image to upload`,
          wrongType: `${image.prefix}: only JPG, PNG, GIF or WebP images are accepted`,
          tooLarge: `${image.prefix}: the image is larger than ${describeBytes(UPLOAD_LIMITS.image)}`,
          malformed: 'Error uploading file. Please try again.',
        },
      }),
      response: imageUploadResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, image.failed, () =>
          uploads.storeImage(body.file, principal.userId, {
            unreadable: `${image.prefix}: the image could not be read; please save it again as JPG or PNG`,
            tooManyPixels: `${image.prefix}: the image has more than 40 megapixels; please make it smaller`,
          }),
        );
        return ok(result, 'Image uploaded successfully!', { status: 201 });
      },
    }),
    route({
      method: 'post',
      path: '/admin/aws-video',
      access: 'admin',
      tag: TAG,
      summary: `Upload a video (field "${UPLOAD_FIELD}": MP4, MPEG or MOV, up to ${describeBytes(UPLOAD_LIMITS.video)})`,
      upload: multipartBody({
        field: UPLOAD_FIELD,
        kinds: ['video'],
        maxBytes: UPLOAD_LIMITS.video,
        messages: {
          missing: `${video} Please choose a video to upload.`,
          wrongType: `${video} Only MP4, MPEG or MOV videos are accepted.`,
          tooLarge: `${video} The video is larger than ${describeBytes(UPLOAD_LIMITS.video)}.`,
          malformed: 'Error uploading file. Please try again.',
        },
      }),
      response: fileUploadResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, video, () => uploads.storeVideo(body.file, principal.userId));
        return ok(result, 'Video uploaded successfully!', { status: 201 });
      },
    }),
    route({
      method: 'post',
      path: '/admin/aws-brochure',
      access: 'admin',
      tag: TAG,
      summary: `Upload a brochure (field "${UPLOAD_FIELD}": PDF, up to ${describeBytes(UPLOAD_LIMITS.brochure)}); it is served as a download`,
      upload: multipartBody({
        field: UPLOAD_FIELD,
        kinds: ['pdf'],
        maxBytes: UPLOAD_LIMITS.brochure,
        messages: {
          missing: `${brochure}: please choose a PDF file to upload`,
          wrongType: `${brochure}: only PDF files are accepted`,
          tooLarge: `${brochure}: the brochure is larger than ${describeBytes(UPLOAD_LIMITS.brochure)}`,
          malformed: 'Error uploading file. Please try again.',
        },
      }),
      response: fileUploadResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, brochure, () => uploads.storeBrochure(body.file, principal.userId));
        return ok(result, 'Brochure uploaded successfully', { status: 201 });
      },
    }),
    route({
      method: 'post',
      path: '/admin/remove-image',
      access: 'admin',
      tag: TAG,
      summary: 'Remove an uploaded image and all its WebP copies, by the address the upload answered',
      body: removeBody,
      response: uploadRemovalResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, 'Error removing the image. Please try again.', () =>
          uploads.removePublic(
            'images',
            body.url,
            principal.userId,
            'Only images uploaded to this site can be removed',
          ),
        );
        return ok(result, 'Image Deleted Successfully');
      },
    }),
    route({
      method: 'post',
      path: '/admin/remove-video',
      access: 'admin',
      tag: TAG,
      summary: 'Remove an uploaded video, by the address the upload answered',
      body: removeBody,
      response: uploadRemovalResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, 'Error removing the video. Please try again.', () =>
          uploads.removePublic(
            'videos',
            body.url,
            principal.userId,
            'Only videos uploaded to this site can be removed',
          ),
        );
        return ok(result, 'Video Deleted Successfully');
      },
    }),
  ];
  return routes;
}
