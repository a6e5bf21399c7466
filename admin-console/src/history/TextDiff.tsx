import { Box, Typography } from '@mui/material';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { excerptOf, type DiffGap, type DiffPart } from './wordDiff.ts';

/** Past this many characters a side shows only its changed places, the whole text one click away. */
const LONG_TEXT = 160;

const REMOVED_SX = {
  bgcolor: 'rgba(211, 47, 47, 0.12)',
  color: 'error.dark',
  textDecorationLine: 'line-through',
  borderRadius: 0.5,
} as const;
const ADDED_SX = {
  bgcolor: 'rgba(46, 125, 50, 0.14)',
  color: 'success.dark',
  textDecoration: 'none',
  borderRadius: 0.5,
};

function Part({ part }: { part: DiffPart | DiffGap }) {
  if (part.kind === 'gap')
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <span aria-hidden> … </span>
        <VisuallyHidden>{` (${part.words} unchanged words left out) `}</VisuallyHidden>
      </Box>
    );
  if (part.kind === 'removed')
    return (
      <Box component="del" sx={REMOVED_SX}>
        <VisuallyHidden>[removed: </VisuallyHidden>
        {part.text}
        <VisuallyHidden>]</VisuallyHidden>
      </Box>
    );
  if (part.kind === 'added')
    return (
      <Box component="ins" sx={ADDED_SX}>
        <VisuallyHidden>[added: </VisuallyHidden>
        {part.text}
        <VisuallyHidden>]</VisuallyHidden>
      </Box>
    );
  return <>{part.text}</>;
}

const Parts = ({ parts }: { parts: readonly (DiffPart | DiffGap)[] }) => (
  <>
    {parts.map((part, index) => (
      <Part key={index} part={part} />
    ))}
  </>
);

/**
 * One side of a text change with its changed words marked: removed ones struck through in red on the
 * before side, added ones in green on the after side (screen readers hear "removed:" and "added:").
 * A long text shows the changed places with a few words around them; the whole text opens below.
 */
export function TextDiffSide({ parts }: { parts: readonly DiffPart[] }) {
  const length = parts.reduce((sum, part) => sum + part.text.length, 0);
  const text = { typography: 'body2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  if (length <= LONG_TEXT)
    return (
      <Box component="span" sx={{ ...text, display: 'block' }}>
        <Parts parts={parts} />
      </Box>
    );
  return (
    <Box>
      <Box component="p" sx={{ ...text, m: 0 }}>
        <Parts parts={excerptOf(parts)} />
      </Box>
      <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer' } }}>
        <Typography component="summary" variant="caption" color="primary">
          Whole text ({length.toLocaleString('en-IN')} characters)
        </Typography>
        <Box sx={{ ...text, mt: 0.5 }}>
          <Parts parts={parts} />
        </Box>
      </Box>
    </Box>
  );
}
