import { Box, FormHelperText, Rating, Typography } from '@mui/material';
import { TextInput, useInput } from 'react-admin';
import { DEVELOPER_RATING_MAX, DEVELOPER_RATING_MIN } from '@aangan/contracts';
import { useBuilder } from '../builderContext.ts';
import { FileUploadInput } from '../FileUploadInput.tsx';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { FieldGrid } from './FieldGrid.tsx';

/** The developer's score, 1 to 5 stars (half stars allowed); arrow keys move it, as with any radio group. */
function DeveloperRatingInput() {
  const { field, fieldState, formState } = useInput({ source: 'developer.rating' });
  const { readOnly } = useBuilder();
  const value = typeof field.value === 'number' ? field.value : null;
  const error = fieldState.invalid && formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography
        component="legend"
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        id="developer-rating-label"
      >
        Developer rating ({DEVELOPER_RATING_MIN} to {DEVELOPER_RATING_MAX})
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating
          name="developer-rating"
          value={value}
          precision={0.5}
          max={DEVELOPER_RATING_MAX}
          readOnly={readOnly}
          onChange={(_event, rating) => field.onChange(rating === null ? null : Math.max(DEVELOPER_RATING_MIN, rating))}
          aria-labelledby="developer-rating-label"
        />
        <Typography variant="body2">{value === null ? 'Not rated' : `${value} / ${DEVELOPER_RATING_MAX}`}</Typography>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/** The developer: name, since when, score, logo, about and totals. */
export function DeveloperStep() {
  const { readOnly } = useBuilder();
  return (
    <Box>
      <FieldGrid>
        <TextInput source="developer.name" label="Developer name" readOnly={readOnly} fullWidth />
        <NumericTextInput
          source="developer.sinceYear"
          label="Since (year)"
          wholeNumber
          maxLength={4}
          readOnly={readOnly}
          fullWidth
        />
        <NumericTextInput
          source="developer.totalProjects"
          label="Total projects"
          wholeNumber
          maxLength={6}
          readOnly={readOnly}
          fullWidth
        />
        <NumericTextInput
          source="developer.experienceYears"
          label="Experience (years)"
          wholeNumber
          maxLength={3}
          readOnly={readOnly}
          fullWidth
        />
      </FieldGrid>
      <DeveloperRatingInput />
      <FileUploadInput source="developer.logoUrl" label="Developer logo" kind="image" />
      <TextInput
        source="developer.about"
        label="About the developer"
        multiline
        minRows={3}
        readOnly={readOnly}
        fullWidth
      />
    </Box>
  );
}
