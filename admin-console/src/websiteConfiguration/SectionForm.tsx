import { Alert, Box, Stack } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Form,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  email,
  maxLength,
  regex,
  required,
  Button,
  useDataProvider,
  useNotify,
  useSimpleFormIterator,
  type Validator,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import type { SectionContent, SectionKey } from '@aangan/contracts';
import { SaveButton } from '../forms/SaveButton.tsx';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';
import { ImageUploadInput } from '../content/ImageUploadInput.tsx';
import { errorMessage, fieldErrorsOf, statusOf } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { FieldSpec, ListSpec, SectionSpec } from './sectionSpecs.ts';
import { compactPhone, formErrorsOf, fromFormValues, toFormValues } from './sectionValues.ts';

const phoneRule: Validator = (value: unknown) =>
  typeof value === 'string' && /^\+\d{8,15}$/.test(compactPhone(value))
    ? undefined
    : 'Use the international format with +91, e.g. +91 120 456 7890';
const httpsRule: Validator = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    return new URL(value.trim()).protocol === 'https:' ? undefined : 'Must be an https link';
  } catch {
    return 'Must be an https link';
  }
};
const pathRule = regex(/^(\/[\w/-]*)?$/, 'Must be a site path such as /');
const listRule =
  (spec: ListSpec): Validator =>
  (value: unknown) => {
    const length = Array.isArray(value) ? value.length : 0;
    if (length < spec.min) return `Add at least ${spec.min} ${spec.itemLabel.toLowerCase()}`;
    if (length > spec.max) return `At most ${spec.max} ${spec.label.toLowerCase()}`;
    return undefined;
  };

/** "Hero slides" → "hero slides", but "CEO's message" stays. */
const inSentence = (title: string): string =>
  /^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);

const textRules = (field: Extract<FieldSpec, { type: 'text' }>): Validator[] => [
  ...(field.optional ? [] : [required('Please enter a valid input')]),
  maxLength(field.max, `Please keep this under ${field.max} characters`),
];

/** One input of a section (or of a list item: `source` is then relative to the item). */
function SectionInput({ field, readOnly }: { field: FieldSpec; readOnly: boolean }) {
  const helper = 'helperText' in field && field.helperText ? { helperText: field.helperText } : {};
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          source={field.source}
          label={field.label}
          validate={textRules(field)}
          multiline={field.multiline ?? false}
          minRows={field.multiline ? 2 : undefined}
          readOnly={readOnly}
          fullWidth
          {...helper}
        />
      );
    case 'image':
      return (
        <ImageUploadInput
          source={field.source}
          label={field.label}
          optional={field.optional ?? false}
          readOnly={readOnly}
          {...(field.optional ? {} : { validate: required('Please upload an image') })}
          {...helper}
        />
      );
    case 'boolean':
      return <BooleanInput source={field.source} label={field.label} readOnly={readOnly} {...helper} />;
    case 'select':
      return (
        <SelectInput
          source={field.source}
          label={field.label}
          choices={[...field.choices]}
          validate={required()}
          readOnly={readOnly}
        />
      );
    case 'phone':
      return (
        <TextInput
          source={field.source}
          label={field.label}
          type="tel"
          validate={[required(), phoneRule]}
          readOnly={readOnly}
          fullWidth
          helperText={field.helperText ?? 'With the country code: +91 and the number, e.g. +91 120 456 7890'}
        />
      );
    case 'email':
      return (
        <TextInput
          source={field.source}
          label={field.label}
          type="email"
          validate={[required(), email('Enter a valid email')]}
          readOnly={readOnly}
          fullWidth
        />
      );
    case 'url':
      return (
        <TextInput
          source={field.source}
          label={field.label}
          type="url"
          validate={[required(), httpsRule]}
          readOnly={readOnly}
          fullWidth
        />
      );
    case 'path':
      return (
        <TextInput
          source={field.source}
          label={field.label}
          validate={pathRule}
          readOnly={readOnly}
          fullWidth
          {...helper}
        />
      );
  }
}

/** "Add slide": a labelled button rather than react-admin's bare plus icon. */
function AddItemButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
}

function SectionList({ spec, readOnly }: { spec: ListSpec; readOnly: boolean }) {
  const validate = useMemo(() => listRule(spec), [spec]);
  return (
    <ArrayInput source={spec.source} label={spec.label} validate={validate}>
      <SimpleFormIterator
        fullWidth
        disabled={readOnly}
        disableClear
        getItemLabel={(index) => `${spec.itemLabel} ${index + 1}`}
        addButton={<AddItemButton label={`Add ${spec.itemLabel.toLowerCase()}`} />}
        // Move up, move down and remove stay visible: react-admin shows them on hover only, which
        // hides them from keyboards (a hidden button cannot take the focus).
        sx={{
          '& .RaSimpleFormIterator-line': { py: 1 },
          '& .RaSimpleFormIterator-index': { minWidth: { xs: 64, sm: 96 } },
          '& .RaSimpleFormIterator-action': { visibility: 'visible' },
        }}
      >
        {spec.fields.map((field) => (
          <SectionInput key={field.source} field={field} readOnly={readOnly} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** What a save refused for someone else's newer save says; the typed values stay in the form. */
export const SECTION_STALE_MESSAGE =
  'Someone else saved this section after you opened it. Your changes are still in the form: reload to see theirs, then make yours again.';

/**
 * A page section's form: its fields after the section schema, saved whole with
 * `POST /admin/edit-section { key, content, expectedRevision }`. The server's field errors
 * (`content.<path>`) show under their inputs; a 412 (someone else saved first) keeps the typed
 * values and offers a reload. Auditors get the fields read only and no Save button.
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
  const [stale, setStale] = useState(false);
  // A reload brings the section's newest revision: the warning has done its work.
  useEffect(() => setStale(false), [revision]);
  const record = useMemo(() => toFormValues(spec as SectionSpec, content), [spec, content]);
  const readOnly = !canEdit;

  const save = async (values: Record<string, unknown>) => {
    setFailure(null);
    setStale(false);
    try {
      const saved = await dataProvider.editSection(
        spec.key,
        fromFormValues(spec as SectionSpec, values) as SectionContent<K>,
        revision,
      );
      notify(saved.message, { type: 'success' });
      onSaved(saved.content, saved.revision);
      return undefined;
    } catch (error) {
      if (statusOf(error) === 412) {
        setStale(true);
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
        {stale ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={<Button color="inherit" size="small" label="Reload" onClick={onReload} />}
          >
            {SECTION_STALE_MESSAGE}
          </Alert>
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
