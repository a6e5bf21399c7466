import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The spec's empty states ('No Data Found', 'No RERA data available.'). */
export function EmptyState({ children = 'No Data Found' }: { children?: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
