import type { Logger } from 'pino';
import { z } from 'zod';
import {
  AppError,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  describeBytes,
  fileUploadResponseSchema,
  imageUploadResponseSchema,
  isAppError,
  uploadNamesQuerySchema,
  uploadNamesResponseSchema,
  uploadRemovalResponseSchema,
} from '@aangan/contracts';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
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
  const { image, video, brochure } = UPLOAD_MESSAGES;

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
        messages: image,
      }),
      response: imageUploadResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, image.failed, () => uploads.storeImage(body.file, principal.userId, image));
        return ok(result, image.uploaded, { status: 201 });
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
        messages: video,
      }),
      response: fileUploadResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, video.failed, () => uploads.storeVideo(body.file, principal.userId));
        return ok(result, video.uploaded, { status: 201 });
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
        messages: brochure,
      }),
      response: fileUploadResponseSchema,
      handler: async ({ body, principal }) => {
        const result = await orFail(logger, brochure.failed, () => uploads.storeBrochure(body.file, principal.userId));
        return ok(result, brochure.uploaded, { status: 201 });
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
        const result = await orFail(logger, image.removalFailed, () =>
          uploads.removePublic('images', body.url, principal.userId, image.notOurs),
        );
        return ok(result, image.removed);
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
        const result = await orFail(logger, video.removalFailed, () =>
          uploads.removePublic('videos', body.url, principal.userId, video.notOurs),
        );
        return ok(result, video.removed);
      },
    }),
    route({
      method: 'get',
      path: '/admin/upload-names',
      access: 'staff',
      tag: TAG,
      summary:
        'The names videos and brochures were uploaded with, by their addresses (repeat `url`); addresses without one are left out',
      query: uploadNamesQuerySchema,
      response: uploadNamesResponseSchema,
      handler: async ({ query }) => ok(await uploads.namesOf(query.url)),
    }),
  ];
  return routes;
}
