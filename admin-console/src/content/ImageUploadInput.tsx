import type { ReactNode } from 'react';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { ImageUploadField } from './ImageUploadField.tsx';

interface ImageUploadInputProps {
  source: string;
  label: string;
  /** Optional images can be removed (the form then holds null). */
  optional?: boolean;
  readOnly?: boolean;
  validate?: Validator | Validator[];
  helperText?: ReactNode;
  previewHeight?: number;
}

/** ImageUploadField as a react-admin input: the form holds the uploaded image's address. */
export function ImageUploadInput({
  source,
  label,
  optional = false,
  readOnly = false,
  validate,
  helperText,
  previewHeight,
}: ImageUploadInputProps) {
  const { field, fieldState, formState } = useInput({ source, ...(validate ? { validate } : {}) });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const error =
    showError && fieldState.error?.message ? <InputHelperText error={fieldState.error.message} /> : undefined;
  return (
    <ImageUploadField
      label={label}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(url) => {
        field.onChange(url);
        field.onBlur();
      }}
      removable={optional}
      readOnly={readOnly}
      error={error}
      helperText={helperText}
      {...(previewHeight ? { previewHeight } : {})}
    />
  );
}
