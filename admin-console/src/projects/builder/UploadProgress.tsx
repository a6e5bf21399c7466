import { Box, LinearProgress, Typography } from '@mui/material';

/** How much of a file has been sent, as a bar and a percentage ('42%'), read out as it moves. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: 1, my: 0.5 }}
    >
      <Typography variant="caption" noWrap sx={{ gridColumn: '1 / -1' }}>
        Uploading {name}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${name}`} />
      <Typography variant="caption" aria-live="polite" sx={{ minWidth: '3.5em', textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}
