import { Box, LinearProgress, Typography } from '@mui/material';

/**
 * How much of a file has been sent, as a bar and a percentage ('42%'), read out as it moves. Once
 * all of it is sent the server still works on it (a photo's smaller copies are made before it
 * answers): the bar then runs without end and says "Processing…" until the answer comes.
 */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const processing = percent >= 100;
  const doing = processing ? 'Processing' : 'Uploading';
  return (
    <Box
      role="status"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: 1, my: 0.5 }}
    >
      <Typography variant="caption" noWrap title={name} sx={{ gridColumn: '1 / -1' }}>
        {doing} {name}
      </Typography>
      <LinearProgress
        variant={processing ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={`${doing} ${name}`}
      />
      <Typography variant="caption" aria-live="polite" sx={{ minWidth: '3.5em', textAlign: 'right' }}>
        {processing ? 'Processing…' : `${percent}%`}
      </Typography>
    </Box>
  );
}
