import { isRecord } from '@aangan/contracts/browser';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useFormContext, type FieldErrors, type Path } from 'react-hook-form';
import {
  validateProjectForPost,
  type FieldError,
  type ProjectCommandBody,
  type ProjectCommandReply,
} from '@aangan/contracts';
import { staleConflictOf, type StaleConflict } from '../../content/staleConflict.ts';
import { errorMessage, fieldErrorsOf } from '../../providers/apiError.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { ProjectBase } from '../../providers/projectApi.ts';
import { useBuilder } from './builderContext.ts';
import { inputPathOf, stepOfPath, type BuilderStepId } from './builderSteps.ts';
import { toCommandBody, type ProjectFormValues } from './projectForm.ts';

/** Save draft (any time), Post (a new project or a draft), Save changes (a posted project). */
export type SaveAction = 'draft' | 'post' | 'edit';

interface ProjectSaveOptions {
  /** The saved version this form started from, or null for a project never saved. */
  base: ProjectBase | null;
  goToStep(step: BuilderStepId): void;
  onSaved(reply: ProjectCommandReply, action: SaveAction): Promise<void>;
  /** Someone else saved first (412): their revision and what they changed ('Rating: 8 → 9'). */
  onStale(stale: StaleConflict): Promise<void>;
}

// react-admin keeps its validators' messages encoded for translation: '@@react-admin@@"Max. rating is 10 only"'.
const ENCODED = '@@react-admin@@';

/** A validator's message as people read it. */
export const readableMessage = (message: string): string => {
  if (!message.startsWith(ENCODED)) return message;
  try {
    const decoded: unknown = JSON.parse(message.slice(ENCODED.length));
    if (typeof decoded === 'string') return decoded;
    if (isRecord(decoded) && typeof decoded.message === 'string') return decoded.message;
  } catch {
    // Not JSON after all: shown without the marker below.
  }
  return message.slice(ENCODED.length);
};

/** Every message in react-hook-form's error tree, with its path, in the order of the tree. */
const problemsIn = (errors: unknown, path = ''): FieldError[] => {
  if (!isRecord(errors)) return [];
  if (typeof errors.message === 'string' && errors.message && path)
    return [{ path, message: readableMessage(errors.message) }];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' || key === 'root' ? [] : problemsIn(value, path ? `${path}.${key}` : key),
  );
};

/**
 * The builder's save commands. Post runs the contracts' post rules first, so every message shows
 * before anything is sent; the API runs the same rules and its answer is shown the same way: each
 * message on its field, the first as a toast, and the builder opens the step holding it. A
 * failure keeps every typed value.
 */
export function useProjectSave({ base, goToStep, onSaved, onStale }: ProjectSaveOptions) {
  const form = useFormContext<ProjectFormValues>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { freshUploads } = useBuilder();
  const [saving, setSaving] = useState<SaveAction | null>(null);
  const [problems, setProblems] = useState<FieldError[]>([]);

  const show = (found: FieldError[], toast?: string) => {
    setProblems(found);
    for (const problem of found)
      form.setError(inputPathOf(problem.path) as Path<ProjectFormValues>, { type: 'server', message: problem.message });
    const first = found[0];
    if (!first) return;
    goToStep(stepOfPath(first.path));
    notify(toast ?? first.message, { type: 'error' });
  };

  const command = (action: SaveAction, body: ProjectCommandBody) => {
    if (action === 'draft') return dataProvider.saveProjectDraft(body, base);
    if (action === 'post') return dataProvider.postProject(body, base);
    // Only a posted project offers "Save changes", and a posted project has been saved.
    if (!base) throw new Error('Save the project before changing it');
    return dataProvider.editProject(base, body);
  };

  const send = async (action: SaveAction, values: ProjectFormValues) => {
    const body = toCommandBody(values);
    if (action !== 'draft') {
      const found = validateProjectForPost(body);
      if (found.length > 0) {
        show(found);
        return;
      }
    }
    setSaving(action);
    try {
      const reply = await command(action, body);
      freshUploads.clear();
      // What was sent is saved: no longer unsaved work (leaving, or a save that moves on, asks nothing).
      form.reset(values);
      const { message, result } = reply;
      notify(result.visible ? message : `${message}. Lists show it in a moment.`, { type: 'success' });
      for (const notice of result.notices) notify(notice, { type: 'info' });
      await onSaved(reply, action);
    } catch (error) {
      const message = errorMessage(error, 'The project could not be saved, please try again');
      // Keeps react-hook-form from counting this as a successful submit (leaving would then not warn).
      form.setError('root.save', { type: 'server', message });
      const stale = staleConflictOf(error);
      if (stale) {
        await onStale(stale);
        return;
      }
      const found = Object.entries(fieldErrorsOf(error)).map(([path, fieldMessage]) => ({
        path,
        message: fieldMessage,
      }));
      if (found.length > 0) show(found, message);
      else notify(message, { type: 'error' });
    } finally {
      setSaving(null);
    }
  };

  /** Input rules (rating, custom URL, whole numbers) failed before anything was sent. */
  const invalid = (errors: FieldErrors<ProjectFormValues>) => show(problemsIn(errors));

  const run = (action: SaveAction) => {
    setProblems([]);
    form.clearErrors();
    void form.handleSubmit((values) => send(action, values), invalid)();
  };

  return { run, saving, problems };
}
