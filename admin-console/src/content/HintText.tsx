import { Box } from '@mui/material';
import type { Hint } from './seoHints.ts';

/**
 * A live counter under a field (its helper text): muted while the text is within the hint, in the
 * warning colour past it. `aria-live` lets screen readers hear the count settle as one types.
 */
export function HintText({ hint, extra }: { hint: Hint; extra?: string | undefined }) {
  return (
    <Box
      component="span"
      aria-live="polite"
      sx={{ color: hint.tone === 'warning' ? 'warning.dark' : 'text.secondary', display: 'block' }}
    >
      {hint.text}
      {extra ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {extra}
        </Box>
      ) : null}
    </Box>
  );
}
