import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { ChangeValue } from '../history/ChangeValue.tsx';
import type { ContestedField, Side, ThreeWay } from './mergeEdits.ts';

/** How a form names its fields, and shows a value (as it is, unless the form says otherwise). */
export interface FieldWords {
  labelOf(key: string): string;
  shown?(key: string, value: unknown): unknown;
}

function SideOption({
  side,
  field,
  label,
  words,
}: {
  side: Side;
  field: ContestedField;
  label: string;
  words: FieldWords;
}) {
  const value = words.shown ? words.shown(field.key, field[side]) : field[side];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'background.paper' }}>
      <FormControlLabel value={side} control={<Radio size="small" />} label={label} sx={{ mr: 0 }} />
      <Box sx={{ pl: 4, overflowWrap: 'anywhere' }}>
        <ChangeValue path={field.key} label={label} value={value} />
      </Box>
    </Box>
  );
}

function ContestedChoice({
  field,
  who,
  choice,
  missing,
  onChoose,
  words,
}: {
  field: ContestedField;
  words: FieldWords;
  who: string;
  choice: Side | undefined;
  missing: boolean;
  onChoose(side: Side): void;
}) {
  const labelId = useId();
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1.5 }}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {words.labelOf(field.key)}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={choice ?? ''}
        onChange={(event) => onChoose(event.target.value as Side)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        <SideOption side="mine" field={field} label="Keep mine" words={words} />
        <SideOption
          side="theirs"
          field={field}
          label={`Take ${who === 'Someone else' ? 'theirs' : `${who}'s`}`}
          words={words}
        />
      </RadioGroup>
      {missing ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          Choose which version to keep
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The fields the admin and someone else both changed, their two values side by side (as the
 * history screen shows values) and a choice for each; what only one side changed is said, not asked.
 */
export function MergePanel({
  found,
  words,
  who,
  choices,
  missing,
  onChoose,
}: {
  found: ThreeWay;
  words: FieldWords;
  who: string;
  choices: Partial<Record<string, Side>>;
  /** The fields left unchosen when the admin tried to merge. */
  missing: readonly string[];
  onChoose(key: string, side: Side): void;
}) {
  const count = found.contested.length;
  const listed = (keys: readonly string[]): string => keys.map(words.labelOf).join(', ');
  return (
    <Box sx={{ mt: 1.5 }} role="group" aria-label="Merge your changes with theirs">
      {count > 0 ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            You both changed {count === 1 ? 'one field' : `${count} fields`}. Choose the version to keep for each:
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {found.contested.map((field) => (
              <ContestedChoice
                key={field.key}
                field={field}
                words={words}
                who={who}
                choice={choices[field.key]}
                missing={missing.includes(field.key)}
                onChoose={(side) => onChoose(field.key, side)}
              />
            ))}
          </Box>
        </>
      ) : null}
      <Typography variant="body2">
        {found.theirsOnly.length > 0 ? `Taken from their version: ${listed(found.theirsOnly)}. ` : ''}
        {found.mineOnly.length > 0 ? `Kept from yours: ${listed(found.mineOnly)}. ` : ''}
        {found.combined.length > 0
          ? `${listed(found.combined.map((field) => field.key))}: yours and theirs combined (you changed different units). `
          : ''}
        Nothing is saved until you save again.
      </Typography>
    </Box>
  );
}
