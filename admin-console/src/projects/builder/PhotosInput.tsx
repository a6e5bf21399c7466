import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormControlLabel, FormHelperText, IconButton, Radio, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ADVISED_MIN_PHOTOS } from '@aangan/contracts';
import { useBuilder } from './builderContext.ts';
import { FILE_KINDS } from './FileUploadInput.tsx';
import type { ProjectFormValues } from './projectForm.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { useProjectUpload, useRemoveUpload } from './useProjectUpload.ts';

interface Sending {
  key: string;
  name: string;
  percent: number;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The project's photos: add several at once (each with its own percentage bar), pick the cover,
 * remove. More than five are advised (spec §5); the first one is the cover until another is chosen.
 */
export function PhotosInput() {
  const photos = useInput({ source: 'photos' });
  const cover = useInput({ source: 'coverImage' });
  const { getValues, setValue } = useFormContext<ProjectFormValues>();
  const { readOnly } = useBuilder();
  const upload = useProjectUpload('image');
  const remove = useRemoveUpload();
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const list = listOf(photos.field.value);
  const coverUrl = typeof cover.field.value === 'string' && cover.field.value ? cover.field.value : '';
  const submitted = photos.formState.isSubmitted;
  const error = submitted ? (cover.fieldState.error?.message ?? photos.fieldState.error?.message) : undefined;

  const setCover = (url: string) => setValue('coverImage', url, { shouldDirty: true, shouldValidate: submitted });
  const setPhotos = (next: string[]) => setValue('photos', next, { shouldDirty: true, shouldValidate: submitted });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const queued = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      percent: 0,
    }));
    setSending((current) => [...current, ...queued]);
    // One at a time: the bars then show real progress instead of sharing the connection.
    for (const [index, file] of files.entries()) {
      const key = queued[index].key;
      const url = await upload(file, (percent) =>
        setSending((current) => current.map((item) => (item.key === key ? { ...item, percent } : item))),
      );
      setSending((current) => current.filter((item) => item.key !== key));
      if (!url) continue;
      setPhotos([...listOf(getValues('photos')), url]);
      if (!getValues('coverImage')) setCover(url);
    }
  };

  const removePhoto = async (url: string) => {
    if (!(await remove('image', url))) return;
    const rest = listOf(getValues('photos')).filter((photo) => photo !== url);
    setPhotos(rest);
    if (getValues('coverImage') === url) setCover(rest[0] ?? '');
  };

  const advice =
    list.length > ADVISED_MIN_PHOTOS
      ? `${list.length} photos.`
      : `More than ${ADVISED_MIN_PHOTOS} photos are advised: ${list.length} so far.`;

  return (
    <Box role="group" aria-labelledby="project-photos-label" sx={{ mb: 3 }}>
      <Typography id="project-photos-label" component="h3" variant="subtitle2" color={error ? 'error' : 'text.primary'}>
        Photos
      </Typography>
      <Typography
        variant="body2"
        color={list.length > ADVISED_MIN_PHOTOS ? 'text.secondary' : 'warning.dark'}
        sx={{ mb: 1 }}
      >
        {advice} JPG, PNG, GIF or WebP; the cover is shown first and on search results.
      </Typography>
      {list.length > 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 1,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {list.map((url, index) => (
            <Box
              component="li"
              key={url}
              sx={{ border: 1, borderColor: url === coverUrl ? 'primary.main' : 'divider', borderRadius: 1, p: 0.5 }}
            >
              <Box
                component="img"
                src={url}
                alt={`Photo ${index + 1}`}
                sx={{
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 0.5,
                  display: 'block',
                  bgcolor: 'grey.100',
                }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <FormControlLabel
                  sx={{ ml: 0, mr: 0 }}
                  control={
                    <Radio
                      size="small"
                      checked={url === coverUrl}
                      onChange={() => setCover(url)}
                      disabled={readOnly}
                      name="cover-photo"
                      slotProps={{ input: { 'aria-label': `Cover: photo ${index + 1}` } }}
                    />
                  }
                  label={<Typography variant="caption">Cover</Typography>}
                />
                {readOnly ? null : (
                  <IconButton
                    size="small"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => void removePhoto(url)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            </Box>
          ))}
        </Box>
      ) : null}
      {sending.map((item) => (
        <UploadProgress key={item.key} name={item.name} percent={item.percent} />
      ))}
      {readOnly ? null : (
        <>
          <Button variant="outlined" size="small" startIcon={<AddPhotoIcon />} onClick={() => picker.current?.click()}>
            Add photos
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            accept={FILE_KINDS.image.accept}
            hidden
            aria-label="Photos: choose files"
            onChange={(event) => void choose(event)}
          />
        </>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
