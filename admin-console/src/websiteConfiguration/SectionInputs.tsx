import AddIcon from '@mui/icons-material/Add';
import { useMemo } from 'react';
import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  email,
  maxLength,
  regex,
  required,
  Button,
  useSimpleFormIterator,
  type Validator,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput.tsx';
import type { FieldSpec, ListSpec } from './sectionSpecs.ts';
import { compactPhone } from './sectionValues.ts';

// The inputs of a page section's form, after the section's spec.

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

const textRules = (field: Extract<FieldSpec, { type: 'text' }>): Validator[] => [
  ...(field.optional ? [] : [required('Please enter a valid input')]),
  maxLength(field.max, `Please keep this under ${field.max} characters`),
];

/** One input of a section (or of a list item: `source` is then relative to the item). */
export function SectionInput({ field, readOnly }: { field: FieldSpec; readOnly: boolean }) {
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
          {...(field.lang ? { slotProps: { htmlInput: { lang: field.lang } } } : {})}
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

export function SectionList({ spec, readOnly }: { spec: ListSpec; readOnly: boolean }) {
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
