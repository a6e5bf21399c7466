import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Read by screen readers, not shown: tells apart controls that look alike on screen. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // In pixels: a bare 1 would be MUI's 100 %, and -1 a theme spacing.
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
