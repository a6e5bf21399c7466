import { z } from 'zod';
import type { FieldError } from './errors.ts';
import { OBJECT_ID_PATTERN } from './objectId.ts';

/** Building blocks for the entity schemas: ids, trimmed text, stored-file references, dates. */

/** An `_id` field; `message` names the record, e.g. 'Invalid project id'. */
export const objectIdSchema = (message: string) => z.string().regex(OBJECT_ID_PATTERN, message);

export const trimmedText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

const UPLOAD_PATH = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A file the site stores itself ('/uploads/...') or one hosted elsewhere over https. */
export const isMediaRef = (value: string): boolean =>
  (UPLOAD_PATH.test(value) && !value.includes('..')) || isHttpsUrl(value);

export const mediaRefSchema = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(isMediaRef, 'Must be an uploaded file (/uploads/...) or an https link');

export const httpsUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(isHttpsUrl, 'Must be an https link');

export const isoDateSchema = z.iso.date({ error: 'Use the date format yyyy-mm-dd' });

const YEAR_MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** A month (launch, built, possession) or a precise day: 'yyyy-mm' or 'yyyy-mm-dd'. */
export const monthOrDateSchema = z
  .string()
  .trim()
  .refine(
    (value) => YEAR_MONTH.test(value) || isoDateSchema.safeParse(value).success,
    'Use the format yyyy-mm or yyyy-mm-dd',
  );

/** A zod failure as the FieldError list the API answers with ('units.0.primaryArea'). */
export const toFieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** The spec's success answer, `{ responseCode: 200, message?, result }`, around the schema of its result. */
export const okResponseSchema = <T extends z.ZodType>(result: T) =>
  z.object({ responseCode: z.literal(200), message: z.string().optional(), result });
