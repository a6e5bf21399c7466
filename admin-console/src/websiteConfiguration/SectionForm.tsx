import { Alert, Box, Stack } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Form, useDataProvider, useNotify } from 'react-admin';
import type { SectionContent, SectionKey } from '@aangan/contracts';
import { SaveButton } from '../forms/SaveButton.tsx';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';
import { MergedNotice } from '../content/ConflictNotice.tsx';
import { useStaleMerge } from '../content/useStaleMerge.ts';
import { errorMessage, fieldErrorsOf } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { SectionSpec } from './sectionSpecs.ts';
import { formErrorsOf, fromFormValues, toFormValues } from './sectionValues.ts';
import { SectionConflict } from './SectionConflict.tsx';
import { SectionInput, SectionList } from './SectionInputs.tsx';

/** "Hero slides" → "hero slides", but "CEO's message" stays. */
const inSentence = (title: string): string =>
  /^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);

/** What a save refused for someone else's newer save says; the typed values stay in the form. */
type Values = Record<string, unknown>;

const SECTION_STALE_MESSAGE =
  'Not saved: someone else saved this section after you opened it. Your changes are still in the form.';

/**
 * A page section's form: its fields after the section schema, saved whole with
 * `POST /admin/edit-section { key, content, expectedRevision }`. The server's field errors
 * (`content.<path>`) show under their inputs; a 412 (someone else saved first) keeps the typed
 * values and offers a merge with theirs, a reload, or keeping the admin's own over theirs.
 * Auditors get the fields read only and no Save button.
 */
export function SectionForm<K extends SectionKey>({
  spec,
  content,
  revision,
  canEdit,
  onSaved,
  onReload,
  extra,
}: {
  spec: SectionSpec<K>;
  content: SectionContent<K>;
  /** The revision the form was loaded at (-1: never saved). */
  revision: number;
  canEdit: boolean;
  onSaved(content: SectionContent<K>, revision: number): void;
  onReload(): void;
  extra?: ReactNode;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const stale = useStaleMerge(async () => {
    const configuration = await dataProvider.getWebsiteConfiguration();
    return {
      values: toFormValues(spec, configuration.sections[spec.key]),
      revision: configuration.revisions[spec.key] ?? -1,
    };
  });
  /** Their version, once the admin merged with it or kept their own changes over it: what the next save is based on. */
  const [basedOn, setBasedOn] = useState<{ revision: number; values: Values; merged: boolean } | null>(null);
  const { clear: clearConflict } = stale;
  // A reload or a save brings the section's newest revision: the conflict has done its work.
  useEffect(() => {
    clearConflict();
    setBasedOn(null);
  }, [revision, clearConflict]);
  const record = useMemo(() => toFormValues(spec as SectionSpec, content), [spec, content]);
  const readOnly = !canEdit;

  const save = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      const saved = await dataProvider.editSection(
        spec.key,
        fromFormValues(spec as SectionSpec, values) as SectionContent<K>,
        basedOn?.revision ?? revision,
      );
      notify(saved.message, { type: 'success' });
      onSaved(saved.content, saved.revision);
      return undefined;
    } catch (error) {
      if (stale.refused(error)) {
        notify(SECTION_STALE_MESSAGE, { type: 'error', autoHideDuration: 10_000 });
        return undefined;
      }
      const message = errorMessage(error, 'The section could not be saved, please try again');
      const fields = formErrorsOf(spec, fieldErrorsOf(error));
      notify(message, { type: 'error' });
      if (Object.keys(fields).length === 0) setFailure(message);
      return Object.keys(fields).length > 0 ? fields : undefined;
    }
  };

  return (
    <Form
      record={record}
      onSubmit={save}
      noValidate
      warnWhenUnsavedChanges={canEdit}
      WarnWhenUnsavedChangesComponent={FormLeaveGuard}
    >
      <Stack sx={{ width: '100%', maxWidth: 880 }}>
        {spec.fields.map((field) =>
          field.type === 'list' ? (
            <SectionList key={field.source} spec={field} readOnly={readOnly} />
          ) : (
            <SectionInput key={field.source} field={field} readOnly={readOnly} />
          ),
        )}
        {stale.conflict ? (
          <SectionConflict
            spec={spec}
            conflict={stale.conflict}
            base={basedOn?.values ?? record}
            theirs={stale.theirs}
            onMerged={(theirs) => {
              setBasedOn({ ...theirs, merged: true });
              stale.clear();
            }}
            onReload={onReload}
            onKeepMine={() => {
              if (stale.conflict)
                setBasedOn({
                  revision: stale.conflict.revision,
                  values: stale.theirs?.values ?? record,
                  merged: false,
                });
              stale.keepMine();
            }}
          />
        ) : basedOn?.merged ? (
          <MergedNotice revision={basedOn.revision} />
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {canEdit || extra ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
            {canEdit ? <SaveButton label={`Save ${inSentence(spec.title)}`} /> : null}
            {extra}
          </Box>
        ) : null}
      </Stack>
    </Form>
  );
}
