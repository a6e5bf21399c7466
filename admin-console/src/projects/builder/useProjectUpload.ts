import { useEffect, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { UPLOAD_MESSAGES } from '@aangan/contracts/browser';
import { errorMessage } from '../../providers/apiError.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { UploadKind } from '../../providers/projectApi.ts';
import { useBuilder } from './builderContext.ts';

/** The names files were uploaded with, by address: learnt from uploads and from the API, never changing. */
const uploadNames = new Map<string, string>();
const RANDOM_NAME = /^[0-9a-f]{32}(-\d+w)?\.[a-z0-9]+$/i;

/**
 * What a file is listed by: the name it was uploaded with, else the last part of its address
 * unless that is one of our random names, else `fallback` ("Video 2").
 */
export function fileLabel(url: string, fallback: string): string {
  const known = uploadNames.get(url);
  if (known) return known;
  let last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Not percent-encoded after all: shown as it is.
  }
  return last && !RANDOM_NAME.test(last) ? last : fallback;
}

/** Asks the API for the names of the listed files not known yet; answers a number that changes when some arrive. */
export function useUploadNames(urls: readonly string[]): number {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [learnt, setLearnt] = useState(0);
  const unknown = urls.filter((url) => !uploadNames.has(url) && RANDOM_NAME.test(url.split('/').pop() ?? ''));
  const key = unknown.join('\n');
  useEffect(() => {
    if (!key) return;
    let current = true;
    dataProvider.getUploadNames(key.split('\n')).then(
      (names) => {
        for (const [url, name] of names) uploadNames.set(url, name);
        if (current && names.size) setLearnt((n) => n + 1);
      },
      // Without names the files are still listed, by their place in the list.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, dataProvider]);
  return learnt;
}

/**
 * Uploads one file and says how it went with the API's message ('Image uploaded successfully!',
 * 'Brochure uploaded successfully', ...). Answers the stored address, or null when it failed.
 */
export function useProjectUpload(kind: UploadKind) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { freshUploads } = useBuilder();
  return async (file: File, onProgress: (percent: number) => void): Promise<string | null> => {
    onProgress(0);
    try {
      const { message, url, name } = await dataProvider.uploadProjectFile(kind, file, onProgress);
      freshUploads.add(url);
      if (name) uploadNames.set(url, name);
      notify(message, { type: 'success' });
      return url;
    } catch (error) {
      notify(errorMessage(error, UPLOAD_MESSAGES[kind].failed), { type: 'error' });
      return null;
    }
  };
}

/**
 * Takes a file off the project. A file uploaded during this visit and never saved is deleted
 * ('Image Deleted Successfully'); one that a saved version shows is only dropped from the form,
 * because the history and "restore this version" still point at it.
 */
export function useRemoveUpload() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { freshUploads } = useBuilder();
  return async (kind: 'image' | 'video' | 'file', url: string): Promise<boolean> => {
    if (kind === 'file' || !freshUploads.has(url)) {
      notify('Removed from the project. Save to keep this change.', { type: 'info' });
      return true;
    }
    try {
      const { message } = await dataProvider.removeProjectFile(kind, url);
      freshUploads.delete(url);
      notify(message, { type: 'success' });
      return true;
    } catch (error) {
      notify(errorMessage(error, UPLOAD_MESSAGES.fileRemovalFailed), { type: 'error' });
      return false;
    }
  };
}

/** A file being sent, for the progress bar. */
export interface Sending {
  name: string;
  percent: number;
}

/**
 * What a file picker does with the file chosen: checks it (a PDF picker refuses anything else with
 * the spec's message), uploads it with its progress, and hands the stored address to `uploaded`.
 * The picker is emptied at once, so choosing the same file again uploads it again.
 */
export function useFileChooser(
  kind: UploadKind,
  problemOf: (file: File) => string | null,
  uploaded: (url: string) => void,
) {
  const notify = useNotify();
  const upload = useProjectUpload(kind);
  const [sending, setSending] = useState<Sending | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = problemOf(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    setSending({ name: file.name, percent: 0 });
    const url = await upload(file, (percent) => setSending({ name: file.name, percent }));
    setSending(null);
    if (url) uploaded(url);
  };
  return { sending, choose };
}
