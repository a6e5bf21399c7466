import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of a record's page (a project, a lead), with an optional action beside its title. */
export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}
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

export type Fact = [label: string, value: ReactNode];

/** Facts with a value, in order: a blank value is left out rather than shown as "undefined". */
export const factsOf = (rows: [string, ReactNode | undefined | null | false][]): Fact[] =>
  rows.filter((row): row is Fact => row[1] !== undefined && row[1] !== null && row[1] !== false && row[1] !== '');

/** Label and value pairs; long values wrap instead of widening a phone's screen. */
export function Facts({ rows }: { rows: Fact[] }) {
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        m: 0,
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** Paragraphs of stored text, blank lines and line breaks as the public page reads them. */
export function Paragraphs({ text }: { text: string | undefined }) {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} variant="body2" component="p" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}
