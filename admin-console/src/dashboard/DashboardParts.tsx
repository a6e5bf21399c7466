import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A big number with what it counts, linking to the list it counts when there is one. */
export function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <Typography component="span" variant="h4" sx={{ display: 'block', lineHeight: 1.1 }}>
        {value.toLocaleString('en-IN')}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </>
  );
  return to ? (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        p: 1,
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      {body}
    </Box>
  ) : (
    <Box sx={{ p: 1 }}>{body}</Box>
  );
}
