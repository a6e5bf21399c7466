import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useId, useRef, type ReactNode } from 'react';
import { useInput } from 'react-admin';
import { UPLOAD_MESSAGES } from '@aangan/contracts/browser';
import { useBuilder } from './builderContext.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { fileLabel, useFileChooser, useRemoveUpload, useUploadNames } from './useProjectUpload.ts';

/** What a file input takes: images (preview shown) or PDFs (a link shown). */
export const FILE_KINDS = {
  image: { upload: 'image', remove: 'image', accept: 'image/jpeg,image/png,image/gif,image/webp' },
  pdf: { upload: 'brochure', remove: 'file', accept: 'application/pdf' },
} as const;

/** The spec's message for a PDF picker given another kind of file; null when the file will do. */
export const pdfProblem = (file: File): string | null =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name) ? null : UPLOAD_MESSAGES.pdfOnly;

interface FileUploadInputProps {
  source: string;
  label: string;
  kind: keyof typeof FILE_KINDS;
  helperText?: ReactNode;
}

/**
 * One uploaded file as a form value (its address): preview or link, "Upload" with a percentage
 * bar while it is sent, and "Remove". The file is stored at once; the project refers to it when saved.
 */
export function FileUploadInput({ source, label, kind, helperText }: FileUploadInputProps) {
  const { field, fieldState, formState } = useInput({ source });
  const { readOnly } = useBuilder();
  const remove = useRemoveUpload();
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  useUploadNames(kind === 'pdf' && value ? [value] : []);
  const error =
    fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  const { sending, choose } = useFileChooser(FILE_KINDS[kind].upload, kind === 'pdf' ? pdfProblem : () => null, (url) =>
    field.onChange(url),
  );

  const removeFile = async () => {
    if (await remove(FILE_KINDS[kind].remove, value)) field.onChange('');
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ mb: 2 }}>
      <Typography
        id={`${id}-label`}
        variant="caption"
        component="div"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mb: 0.5 }}
      >
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {value && kind === 'image' ? (
          <Box
            component="img"
            src={value}
            alt={`${label}: current image`}
            sx={{
              height: 96,
              maxWidth: '100%',
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
            }}
          />
        ) : null}
        {value && kind === 'pdf' ? (
          // A name's column may shrink to nothing: a long one is ellipsized instead of widening the page.
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content)', maxWidth: '100%' }}>
            <Link href={value} target="_blank" rel="noopener" noWrap title={fileLabel(value, label)}>
              {fileLabel(value, label)}
            </Link>
          </Box>
        ) : null}
        {!value ? (
          <Typography variant="body2" color="text.secondary">
            None yet
          </Typography>
        ) : null}
        {readOnly ? null : (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={sending !== null}
              onClick={() => picker.current?.click()}
            >
              {value ? 'Replace' : 'Upload'}
            </Button>
            {value ? (
              <Button
                size="small"
                color="warning"
                startIcon={<DeleteOutlineIcon />}
                disabled={sending !== null}
                onClick={() => void removeFile()}
                aria-label={`Remove ${label}`}
              >
                Remove
              </Button>
            ) : null}
            <input
              ref={picker}
              type="file"
              accept={FILE_KINDS[kind].accept}
              hidden
              aria-label={`${label}: choose a file`}
              onChange={(event) => void choose(event)}
            />
          </Stack>
        )}
      </Stack>
      {sending ? <UploadProgress name={sending.name} percent={sending.percent} /> : null}
      {error || helperText ? <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText> : null}
    </Box>
  );
}
