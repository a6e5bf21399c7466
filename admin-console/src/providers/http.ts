import type { fetchUtils } from 'react-admin';
import type { Answer, AnswerKind } from './answers.ts';

/** The JSON client of the data provider: the token in the header, problem+json errors as HttpError. */
export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/** A file the API sent as an attachment. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `W/"3"` → 3; -1 when the answer carries no revision (a record never saved). */
export const revisionOfETag = (headers: Headers): number => {
  const match = /^(?:W\/)?"(-?\d+)"$/.exec(headers.get('ETag') ?? '');
  return match ? Number(match[1]) : -1;
};

/** The If-Match header of a change based on `revision`. */
export const ifMatch = (revision: number): Record<string, string> => ({ 'If-Match': `W/"${revision}"` });

/** Reads an answer with its contracts schema (answers.ts, loaded with the first answer read). */
export const parseAnswer = async <K extends AnswerKind>(kind: K, json: unknown): Promise<Answer<K>> =>
  (await import('./answers.ts')).readAnswer(kind, json);
