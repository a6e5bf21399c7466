import CheckIcon from '@mui/icons-material/Check';
import { Box, Chip, FormHelperText, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useNotify } from 'react-admin';
import { HIGHLIGHT_TAGS, MAX_HIGHLIGHT_TAGS, PROJECT_FIELD_MESSAGES } from '@aangan/contracts';
import { useBuilder } from './builderContext.ts';

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The project's highlights as toggles; a sixth is refused with the spec's message. */
export function HighlightTagsInput() {
  const { field, fieldState, formState } = useInput({ source: 'highlightTags' });
  const { readOnly } = useBuilder();
  const notify = useNotify();
  const [refused, setRefused] = useState(false);
  const chosen = listOf(field.value);
  const serverError = fieldState.invalid && formState.isSubmitted ? fieldState.error?.message : undefined;

  const toggle = (tag: string) => {
    if (chosen.includes(tag)) {
      setRefused(false);
      field.onChange(chosen.filter((item) => item !== tag));
      return;
    }
    if (chosen.length >= MAX_HIGHLIGHT_TAGS) {
      setRefused(true);
      notify(PROJECT_FIELD_MESSAGES.tooManyTags, { type: 'warning' });
      return;
    }
    field.onChange([...chosen, tag]);
  };

  const message = refused ? PROJECT_FIELD_MESSAGES.tooManyTags : serverError;
  return (
    <Box role="group" aria-labelledby="highlight-tags-label" sx={{ my: 1 }}>
      <Typography id="highlight-tags-label" variant="subtitle2" color={serverError ? 'error' : 'text.primary'}>
        Highlight tags ({chosen.length} of {MAX_HIGHLIGHT_TAGS})
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {HIGHLIGHT_TAGS.map((tag) => {
          const selected = chosen.includes(tag);
          return (
            <Chip
              key={tag}
              label={tag}
              size="small"
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <CheckIcon /> : undefined}
              aria-pressed={selected}
              {...(readOnly ? {} : { onClick: () => toggle(tag) })}
            />
          );
        })}
      </Box>
      <FormHelperText error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? `Choose up to ${MAX_HIGHLIGHT_TAGS}; at least one is needed to post.`}
      </FormHelperText>
    </Box>
  );
}
