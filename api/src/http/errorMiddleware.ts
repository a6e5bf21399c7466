import type { Middleware } from 'koa';
import { isAppError } from '@aangan/contracts';
import { EventStoreUnavailableError, ReadStoreUnavailableError, isWrongExpectedRevision } from '@aangan/projections';
import type { Logger } from 'pino';

/**
 * Registered first: every failure becomes application/problem+json. Operational errors (AppError)
 * answer their own status and message; anything else is a 500 logged with its stack and never
 * described to the client.
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        problem(ctx, 404, 'NOT_FOUND', 'No such endpoint', []);
      }
    } catch (error) {
      if (isAppError(error)) {
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        problem(ctx, error.status, error.code, error.message, error.errors, error.details);
        return;
      }
      if (error instanceof EventStoreUnavailableError || error instanceof ReadStoreUnavailableError) {
        logger.error({ err: error, requestId: ctx.state['requestId'] }, 'store unavailable');
        ctx.set('Retry-After', '5');
        problem(ctx, 503, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.', []);
        return;
      }
      if (isWrongExpectedRevision(error)) {
        // Other writers kept changing the same record while this command retried.
        problem(ctx, 409, 'CONFLICT', 'This record is being changed by someone else right now. Please try again.', []);
        return;
      }
      const status = (error as { status?: unknown; expose?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        // Errors raised by Koa's own parsers (payload too large, malformed JSON, ...).
        const message =
          status === 413
            ? 'The request body is too large.'
            : status === 415
              ? 'Send the request body as JSON.'
              : 'Please enter a valid input';
        problem(
          ctx,
          status,
          status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST',
          message,
          [],
        );
        return;
      }
      logger.error(
        { err: error, requestId: ctx.state['requestId'], method: ctx.method, path: ctx.path },
        'unexpected error',
      );
      problem(ctx, 500, 'INTERNAL', 'Something went wrong', []);
    }
  };
}

function problem(
  ctx: Parameters<Middleware>[0],
  status: number,
  code: string,
  message: string,
  errors: readonly { path: string; message: string }[],
  details: Record<string, unknown> = {},
): void {
  ctx.status = status;
  ctx.type = 'application/problem+json';
  ctx.body = {
    ...details,
    type: 'about:blank',
    title: message,
    status,
    code,
    message,
    errors,
    responseCode: status,
    requestId: ctx.state['requestId'] as string | undefined,
  };
}
