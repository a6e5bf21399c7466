import bodyParser from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { UnsupportedMediaTypeError, ValidationError } from '@aangan/contracts';

const NOT_DECODABLE =
  'The request body could not be decoded: it does not match its Content-Encoding (gzip, deflate or br), or it is cut short.';
const UNKNOWN_ENCODING = 'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br.';

/**
 * JSON bodies (1 MB once decoded), compressed or not. A body that fails to decompress is the
 * client's mistake, answered 400, never a 500; an encoding we do not read is a 415 that says so.
 * Only failures before the route runs are read as body failures. Multipart bodies are left unread
 * for the upload routes to stream (uploads/multipart.ts).
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' });
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        await next();
      });
    } catch (error) {
      if (parsed) throw error;
      const status = (error as { status?: unknown }).status;
      if (status === 415 && /encoding/i.test(error instanceof Error ? error.message : ''))
        throw new UnsupportedMediaTypeError(UNKNOWN_ENCODING);
      if (isDecompressionFailure(error))
        throw new ValidationError(NOT_DECODABLE, [{ path: 'Content-Encoding', message: NOT_DECODABLE }]);
      throw error;
    }
  };
}

/** zlib and brotli failures (`Z_DATA_ERROR`, `Z_BUF_ERROR`, `ERR__ERROR_FORMAT_PADDING_2`...): no HTTP status, a zlib errno. */
function isDecompressionFailure(error: unknown): boolean {
  const { status, errno, code } = error as { status?: unknown; errno?: unknown; code?: unknown };
  return status === undefined && typeof errno === 'number' && typeof code === 'string' && /^(Z_|ERR_)/.test(code);
}
