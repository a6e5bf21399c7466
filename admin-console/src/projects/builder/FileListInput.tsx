import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, IconButton, Link, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useInput } from 'react-admin';
import { VIDEO_MIME_TYPES } from '@aangan/contracts';
import { useBuilder } from './builderContext.ts';
import { pdfProblem } from './FileUploadInput.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { fileLabel, useFileChooser, useRemoveUpload, useUploadNames } from './useProjectUpload.ts';

const KINDS = {
  video: {
    upload: 'video',
    remove: 'video',
    accept: VIDEO_MIME_TYPES.join(','),
    hint: 'MP4, MPEG or MOV',
    one: 'Video',
  },
  pdf: { upload: 'brochure', remove: 'file', accept: 'application/pdf', hint: 'PDF', one: 'Document' },
} as const;

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A list of uploaded files (the project's videos, a RERA registration's documents). */
export function FileListInput({ source, label, kind }: { source: string; label: string; kind: keyof typeof KINDS }) {
  const { field } = useInput({ source });
  const { readOnly } = useBuilder();
  const remove = useRemoveUpload();
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const list = listOf(field.value);
  useUploadNames(list);
  const { sending, choose } = useFileChooser(KINDS[kind].upload, kind === 'pdf' ? pdfProblem : () => null, (url) =>
    field.onChange([...list, url]),
  );

  const removeFile = async (url: string) => {
    if (await remove(KINDS[kind].remove, url)) field.onChange(list.filter((item) => item !== url));
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ mb: 2 }}>
      <Typography id={`${id}-label`} component="h3" variant="subtitle2">
        {label}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None yet ({KINDS[kind].hint}).
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, my: 0.5, maxWidth: '100%' }}>
          {list.map((url, index) => {
            const name = fileLabel(url, `${KINDS[kind].one} ${index + 1}`);
            return (
              <li key={url}>
                {/* A name's column may shrink to nothing: a long one is ellipsized instead of widening the page. */}
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, max-content) auto',
                    alignItems: 'center',
                    columnGap: 1,
                  }}
                >
                  <Link href={url} target="_blank" rel="noopener" title={name} noWrap sx={{ display: 'block' }}>
                    {name}
                  </Link>
                  {readOnly ? null : (
                    <IconButton
                      size="small"
                      aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
                      onClick={() => void removeFile(url)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              </li>
            );
          })}
        </Box>
      )}
      {sending ? <UploadProgress name={sending.name} percent={sending.percent} /> : null}
      {readOnly ? null : (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<UploadIcon />}
            disabled={sending !== null}
            onClick={() => picker.current?.click()}
          >
            Upload
          </Button>
          <input
            ref={picker}
            type="file"
            accept={KINDS[kind].accept}
            hidden
            aria-label={`${label}: choose a file`}
            onChange={(event) => void choose(event)}
          />
        </>
      )}
    </Box>
  );
}
