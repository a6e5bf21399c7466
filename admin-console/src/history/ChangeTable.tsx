import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ChangeValue } from './ChangeValue.tsx';
import { isAddress, valueText } from './changeText.ts';
import { TextDiffSide } from './TextDiff.tsx';
import { sideOf, wordDiff, type DiffPart } from './wordDiff.ts';
import type { FieldChange } from '../providers/records.ts';

const FOLDED_AFTER = 8;

/** A text changed into another text: its words compared, so both sides can mark what changed. */
const textDiffOf = (change: FieldChange): DiffPart[] | null =>
  change.kind === 'changed' &&
  typeof change.old === 'string' &&
  typeof change.new === 'string' &&
  !isAddress(change.old) &&
  !isAddress(change.new)
    ? wordDiff(valueText(change.path, change.old), valueText(change.path, change.new))
    : null;

const KIND_WORDS: Record<FieldChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

/**
 * What changed, old → new, one row a field. On a phone each row becomes a small block with the
 * column names written in (the table would not fit); a long list (a first posting names every
 * field) is folded after eight rows.
 */
export function ChangeTable({
  changes,
  beforeLabel = 'Before',
  afterLabel = 'After',
  caption,
}: {
  changes: FieldChange[];
  beforeLabel?: string;
  afterLabel?: string;
  caption?: string;
}) {
  const [unfolded, setUnfolded] = useState(false);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No field changed.
      </Typography>
    );
  }
  const shown = unfolded ? changes : changes.slice(0, FOLDED_AFTER);
  return (
    <Box>
      <Table
        size="small"
        sx={{
          tableLayout: { sm: 'fixed' },
          '& td, & th': { verticalAlign: 'top', px: 1 },
          '& th:first-of-type': { width: { sm: '28%' } },
          '@media (max-width: 599.95px)': {
            '& thead': { display: 'none' },
            '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 0.5 },
            '& td': { display: 'grid', gridTemplateColumns: '5.5rem minmax(0, 1fr)', gap: 1, border: 0, py: 0.25 },
            '& td::before': { content: 'attr(data-label)', color: 'text.secondary', typography: 'caption' },
          },
        }}
      >
        {caption ? <caption style={{ captionSide: 'top', padding: 0, textAlign: 'left' }}>{caption}</caption> : null}
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Field
            </TableCell>
            <TableCell component="th" scope="col">
              {beforeLabel}
            </TableCell>
            <TableCell component="th" scope="col">
              {afterLabel}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((change) => {
            const diff = textDiffOf(change);
            return (
              <TableRow
                key={`${change.path}:${change.kind}:${JSON.stringify(change.old ?? change.new ?? null).slice(0, 80)}`}
              >
                <TableCell data-label="Field">
                  <Typography component="span" variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {change.label}
                  </Typography>
                  {change.kind === 'changed' ? null : (
                    <Typography
                      component="span"
                      variant="caption"
                      color={change.kind === 'added' ? 'success.main' : 'error.main'}
                      sx={{ display: 'block' }}
                    >
                      {KIND_WORDS[change.kind]}
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  data-label={beforeLabel}
                  sx={change.kind === 'removed' ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : undefined}
                >
                  {diff ? (
                    <TextDiffSide parts={sideOf(diff, 'before')} />
                  ) : (
                    <ChangeValue path={change.path} label={change.label} value={change.old} />
                  )}
                </TableCell>
                <TableCell
                  data-label={afterLabel}
                  sx={change.kind === 'added' ? { bgcolor: 'rgba(46, 125, 50, 0.07)' } : undefined}
                >
                  {diff ? (
                    <TextDiffSide parts={sideOf(diff, 'after')} />
                  ) : (
                    <ChangeValue path={change.path} label={change.label} value={change.new} />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {changes.length > FOLDED_AFTER ? (
        <Button size="small" onClick={() => setUnfolded((value) => !value)} aria-expanded={unfolded}>
          {unfolded ? 'Show fewer' : `Show all ${changes.length} changes`}
        </Button>
      ) : null}
    </Box>
  );
}
