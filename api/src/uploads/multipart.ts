import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  AppError,
  PayloadTooLargeError,
  UPLOAD_MESSAGES,
  UnsupportedMediaTypeError,
  ValidationError,
  describeBytes,
  toFieldErrors,
  type FieldError,
} from '@aangan/contracts';
import type { MultipartBody } from '../routing/routeTable.ts';
import {
  DETECTION_BYTES,
  describeKinds,
  detectType,
  mimeTypesOf,
  type DetectedType,
  type FileKind,
} from './fileTypes.ts';

/** What the person sees for each way an upload can fail; each has a sensible default. */
export interface UploadMessages {
  /** No file, or an empty one (400). */
  missing?: string;
  /** The bytes are not one of the accepted kinds (415). */
  wrongType?: string;
  /** Larger than `maxBytes` (413). */
  tooLarge?: string;
  /** Not multipart/form-data, a broken body, an unexpected file field (400/415). */
  malformed?: string;
}

export interface UploadOptions<F> {
  /** The form field that carries the one file; a file in any other field is refused. */
  field: string;
  kinds: readonly FileKind[];
  /** Enforced while the body streams in: reading stops counting at this size and nothing is kept. */
  maxBytes: number;
  messages?: UploadMessages;
  /** The form's text fields, parsed strictly; without a schema, any text field is refused. */
  fields?: z.ZodType<F>;
}

export interface ReceivedFile extends DetectedType {
  /** The whole file, in memory (at most `maxBytes`). */
  bytes: Uint8Array;
  size: number;
  /** The name the file came with (its last path part, control characters dropped, at most 200 characters); '' when none. */
  originalName?: string;
}

const MAX_NAME_LENGTH = 200;

/** A file name as sent, made safe to keep and show: no folders, no control characters, not too long. */
function cleanFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const text = last.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return [...text].slice(0, MAX_NAME_LENGTH).join('');
}

export interface ReceivedUpload<F> {
  fields: F;
  file: ReceivedFile;
}

/** Text fields: at most this many, each at most this long; their bytes are allowed on top of the file's. */
const FIELD_LIMITS = { fields: 30, fieldSize: 32 * 1024, fieldNameSize: 100 };
const FORM_OVERHEAD_BYTES = FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize + 64 * 1024;

function messagesOf(options: UploadOptions<unknown>): Required<UploadMessages> {
  return {
    missing: options.messages?.missing ?? UPLOAD_MESSAGES.missing,
    wrongType: options.messages?.wrongType ?? `Only ${describeKinds(options.kinds)} are accepted.`,
    tooLarge: options.messages?.tooLarge ?? `The file is larger than ${describeBytes(options.maxBytes)}.`,
    malformed: options.messages?.malformed ?? UPLOAD_MESSAGES.malformed,
  };
}

/**
 * Reads a multipart/form-data request with one file: streamed with busboy, limited to `maxBytes`
 * while it arrives (413, nothing kept), typed by its first bytes (415; the file name and the declared
 * type are ignored), with the text fields checked by `fields`. Call it after the access check.
 *
 * @example
 * const { fields, file } = await readUpload(ctx, {
 *   field: 'resume', kinds: ['pdf'], maxBytes: UPLOAD_LIMITS.resume,
 *   messages: UPLOAD_MESSAGES.resume,
 *   fields: z.strictObject({ name: z.string().trim().min(1) }),
 * });
 */
export async function readUpload<F = Record<string, never>>(
  ctx: Context,
  options: UploadOptions<F>,
): Promise<ReceivedUpload<F>> {
  const messages = messagesOf(options);
  if (!ctx.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeError(messages.malformed, [
      { path: 'Content-Type', message: 'Send the form as multipart/form-data' },
    ]);
  }
  const budget = options.maxBytes + FORM_OVERHEAD_BYTES;
  const declared = Number(ctx.get('content-length'));
  if (declared > budget) {
    // Refused before a byte is read; closing the connection spares reading the rest.
    throw new PayloadTooLargeError(messages.tooLarge, [{ path: options.field, message: messages.tooLarge }], {
      Connection: 'close',
    });
  }
  const received = await receive(ctx.req, options, messages, budget);
  const parsed = (options.fields ?? z.strictObject({})).safeParse(received.fields);
  const errors: FieldError[] = [
    ...(received.file ? [] : [{ path: options.field, message: messages.missing }]),
    ...(parsed.success ? [] : toFieldErrors(parsed.error)),
  ];
  if (errors.length > 0 || !received.file || !parsed.success)
    throw new ValidationError(errors[0]?.message ?? messages.malformed, errors);
  return { fields: parsed.data as F, file: received.file };
}

/** The same reading, declared on a route (`upload: multipartBody({...})`): the handler gets it as `body`. */
export function multipartBody<F = Record<string, never>>(options: UploadOptions<F>): MultipartBody<ReceivedUpload<F>> {
  return {
    field: options.field,
    accept: mimeTypesOf(options.kinds),
    maxBytes: options.maxBytes,
    ...(options.fields ? { fields: options.fields } : {}),
    read: (ctx) => readUpload(ctx, options),
  };
}

interface Received {
  fields: Record<string, string | string[]>;
  file: ReceivedFile | null;
}

function receive(
  req: IncomingMessage,
  options: UploadOptions<unknown>,
  messages: Required<UploadMessages>,
  budget: number,
): Promise<Received> {
  return new Promise((resolve, reject) => {
    const fieldError = (message: string): FieldError[] => [{ path: options.field, message }];
    const malformed = (message = messages.malformed) => new ValidationError(message, fieldError(message));
    let parser: busboy.Busboy;
    try {
      // One byte over the limit is what tells a file of exactly `maxBytes` from a larger one.
      parser = busboy({
        headers: req.headers,
        limits: { ...FIELD_LIMITS, files: 1, fileSize: options.maxBytes + 1, parts: FIELD_LIMITS.fields + 2 },
        // Browsers send a file's name as UTF-8 bytes.
        defParamCharset: 'utf8',
      });
    } catch {
      reject(malformed());
      return;
    }

    // Null prototype: a field called __proto__ is just an unknown field, refused by the strict schema.
    const fields = Object.create(null) as Record<string, string | string[]>;
    let file: ReceivedFile | null = null;
    let fileSeen = false;
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    let collecting: Promise<void> = Promise.resolve();
    let settled = false;
    let bodyBytes = 0;

    const settle = (error: unknown, value?: Received) => {
      if (settled) return;
      settled = true;
      req.off('data', countBody);
      req.off('close', onRequestClose);
      // A caught value is passed on as it is.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      if (error) reject(error);
      else resolve(value!);
    };
    // A body without a declared length that keeps coming past the budget: stop reading, close the connection.
    const countBody = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes <= budget) return;
      req.unpipe(parser);
      parser.destroy();
      settle(new PayloadTooLargeError(messages.tooLarge, fieldError(messages.tooLarge), { Connection: 'close' }));
    };
    const onRequestClose = () => {
      if (req.complete) return;
      parser.destroy();
      settle(malformed('The upload was interrupted. Please try again.'));
    };

    parser.on('file', (name: string, stream: Readable & { truncated?: boolean }, info?: { filename?: string }) => {
      if (name !== options.field || fileSeen) {
        fail(malformed(fileSeen ? 'Send one file only.' : `Send the file in the "${options.field}" field.`));
        stream.resume();
        return;
      }
      fileSeen = true;
      collecting = collect(stream, options, messages).then((result) => {
        if (result instanceof AppError) fail(result);
        else if (result) file = { ...result, originalName: cleanFileName(info?.filename) };
      });
    });
    parser.on('field', (name: string, value: string, info: { nameTruncated: boolean; valueTruncated: boolean }) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(malformed(`A form field is longer than ${describeBytes(FIELD_LIMITS.fieldSize)}.`));
        return;
      }
      const existing = fields[name];
      fields[name] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    });
    parser.on('filesLimit', () => fail(malformed('Send one file only.')));
    parser.on('fieldsLimit', () => fail(malformed('The form has too many fields.')));
    parser.on('partsLimit', () => fail(malformed('The form has too many fields.')));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      settle(malformed());
    });
    parser.on('finish', () => {
      void collecting.then(() => (failure ? settle(failure) : settle(null, { fields, file })));
    });
    req.on('data', countBody);
    req.on('close', onRequestClose);
    req.pipe(parser);
  });
}

/**
 * Keeps the file's bytes while checking size and type. Once refused, the rest is still read (and
 * dropped) so the parser reaches the end of the form and the answer can be sent cleanly.
 */
async function collect(
  stream: Readable & { truncated?: boolean },
  options: UploadOptions<unknown>,
  messages: Required<UploadMessages>,
): Promise<ReceivedFile | AppError | null> {
  const refuse = {
    tooLarge: () => new PayloadTooLargeError(messages.tooLarge, [{ path: options.field, message: messages.tooLarge }]),
    wrongType: () =>
      new UnsupportedMediaTypeError(messages.wrongType, [{ path: options.field, message: messages.wrongType }]),
  };
  const chunks: Buffer[] = [];
  let size = 0;
  let type: DetectedType | null | undefined;
  let refused: AppError | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (refused) continue;
      size += chunk.length;
      if (size > options.maxBytes) {
        refused = refuse.tooLarge();
        chunks.length = 0;
        continue;
      }
      chunks.push(chunk);
      // Decided as soon as the leading bytes are in: a renamed executable is refused without reading it all.
      if (type === undefined && size >= DETECTION_BYTES) {
        type = await detectType(Buffer.concat(chunks).subarray(0, DETECTION_BYTES), options.kinds);
        if (!type) {
          refused = refuse.wrongType();
          chunks.length = 0;
        }
      }
    }
  } catch {
    return new ValidationError(messages.malformed, [{ path: options.field, message: messages.malformed }]);
  }
  if (refused) return refused;
  if (stream.truncated) return refuse.tooLarge();
  // A file input left empty still sends a part with no bytes.
  if (size === 0) return null;
  const bytes = Buffer.concat(chunks, size);
  type ??= await detectType(bytes.subarray(0, DETECTION_BYTES), options.kinds);
  if (!type) return refuse.wrongType();
  return { ...type, bytes, size };
}
