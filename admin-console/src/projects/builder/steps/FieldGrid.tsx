import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Inputs two to a row on wider screens, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A titled part of a step. */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 600, mt: 1, mb: 1 }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}
