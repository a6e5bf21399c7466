import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { UPLOAD_MESSAGES } from '@aangan/contracts/browser';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/** The types `/admin/aws-image` accepts (spec §5: .jpg, .gif, .png; WebP too). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export interface ImageUploadFieldProps {
  label: string;
  value: string | null | undefined;
  onChange(url: string | null): void;
  /** Uploads the chosen file and answers its address (default: `/admin/aws-image`). */
  upload?: (file: File) => Promise<{ message: string; url: string | null }>;
  /** Offers "Remove" (an optional image). */
  removable?: boolean;
  onRemove?: () => Promise<void> | void;
  readOnly?: boolean;
  error?: ReactNode;
  helperText?: ReactNode;
  /** The preview's height in pixels. */
  previewHeight?: number;
}

/**
 * An image chosen by upload: a preview, "Upload image" (a real button that opens the file picker,
 * so it works by keyboard) and "Remove". The upload runs at once; the form saves the address.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
  removable = false,
  onRemove,
  readOnly = false,
  error,
  helperText,
  previewHeight = 96,
}: ImageUploadFieldProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);
  const id = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPending('upload');
    try {
      const result = upload
        ? await upload(file)
        : await dataProvider.uploadImage(file).then(({ message, image }) => ({ message, url: image.url }));
      onChange(result.url);
      notify(result.message, { type: 'success' });
    } catch (failure) {
      notify(errorMessage(failure, UPLOAD_MESSAGES.image.failed), { type: 'error' });
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    setPending('remove');
    try {
      if (onRemove) await onRemove();
      else onChange(null);
    } finally {
      setPending(null);
    }
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
        {value ? (
          <Box
            component="img"
            src={value}
            alt={`${label}: current image`}
            sx={{
              height: previewHeight,
              maxWidth: '100%',
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
            }}
          />
        ) : (
          <Box
            sx={{
              height: previewHeight,
              width: previewHeight * 1.5,
              display: 'grid',
              placeItems: 'center',
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              color: 'text.secondary',
              typography: 'caption',
            }}
          >
            No image
          </Box>
        )}
        {readOnly ? null : (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={pending === 'upload' ? <CircularProgress size={16} /> : <UploadIcon />}
              disabled={pending !== null}
              onClick={() => input.current?.click()}
            >
              {value ? 'Replace image' : 'Upload image'}
            </Button>
            {value && removable ? (
              <Button
                size="small"
                color="warning"
                startIcon={pending === 'remove' ? <CircularProgress size={16} /> : <DeleteOutlineIcon />}
                disabled={pending !== null}
                onClick={remove}
              >
                Remove
              </Button>
            ) : null}
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              aria-label={`${label}: choose a file`}
              onChange={choose}
            />
          </Stack>
        )}
      </Stack>
      {error || helperText ? <FormHelperText error={Boolean(error)}>{error || helperText}</FormHelperText> : null}
    </Box>
  );
}
