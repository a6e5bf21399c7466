import { Box, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useBuilder } from './builderContext.ts';
import type { ProjectFormValues } from './projectForm.ts';

/**
 * The project's optional Hindi texts, each under its English input. The Hindi pages show each one
 * given and the English text otherwise; inputs say `lang="hi"` so the browser and screen readers
 * treat what is typed as Hindi.
 */
const HINDI = { htmlInput: { lang: 'hi' } } as const;

export function HindiTitleInput() {
  const { readOnly } = useBuilder();
  return (
    <TextInput
      source="hindiProjectTitle"
      label="Hindi title (optional)"
      readOnly={readOnly}
      fullWidth
      slotProps={HINDI}
      helperText="The Hindi pages show the English name when this is blank"
    />
  );
}

export function HindiDescriptionInput() {
  const { readOnly } = useBuilder();
  return (
    <TextInput
      source="hindiDescription"
      label="Hindi description (optional)"
      multiline
      minRows={5}
      fullWidth
      readOnly={readOnly}
      slotProps={HINDI}
      helperText="Shown on the Hindi project page instead of the description; blank lines start new paragraphs."
    />
  );
}

/** One Hindi text per chosen highlight tag; a tag taken off takes its Hindi text with it when saved. */
export function HindiHighlightsInput() {
  const { readOnly } = useBuilder();
  const tags = useWatch<ProjectFormValues, 'highlightTags'>({ name: 'highlightTags' }) ?? [];
  if (tags.length === 0) return null;
  return (
    <Box role="group" aria-labelledby="hindi-highlights-label" sx={{ mb: 1 }}>
      <Typography id="hindi-highlights-label" variant="subtitle2">
        Hindi highlights (optional)
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        {tags.map((tag) => (
          <TextInput
            key={tag}
            source={`hindiHighlightTags.${tag}`}
            label={`Hindi for “${tag}”`}
            readOnly={readOnly}
            fullWidth
            slotProps={HINDI}
            helperText={false}
          />
        ))}
      </Box>
    </Box>
  );
}

export function HindiFaqsInput() {
  return (
    <ArrayInput source="hindiFaqs" label={false}>
      <SimpleFormIterator disableClear fullWidth>
        <TextInput source="question" label="Hindi question" fullWidth slotProps={HINDI} />
        <TextInput source="answer" label="Hindi answer" multiline minRows={2} fullWidth slotProps={HINDI} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
