import { Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Button type="submit" variant="contained" disabled={submitting} sx={{ mt: 1 }}>
      {submitting ? <CircularProgress size={19} thickness={3} aria-label={label} /> : label}
    </Button>
  );
}
