import { Box } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, SelectInput, TextInput, useDataProvider, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AREA_UNIT_LABELS,
  CITY_STATES,
  FEATURED_CITIES,
  MAX_PROJECT_RATING,
  PROJECT_FIELD_MESSAGES,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  isSubTypeOf,
  type FeaturedCity,
  type ProjectType,
} from '@aangan/contracts';
import type { AdminDataProvider } from '../../../providers/dataProvider.ts';
import { useBuilder } from '../builderContext.ts';
import { DescriptionInput } from '../DescriptionInput.tsx';
import { HighlightTagsInput } from '../HighlightTagsInput.tsx';
import { HindiDescriptionInput, HindiHighlightsInput, HindiTitleInput } from '../HindiInputs.tsx';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { numberOf, type ProjectFormValues } from '../projectForm.ts';
import { SuggestTextInput } from '../SuggestTextInput.tsx';
import { FieldGrid } from './FieldGrid.tsx';

const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
export const AREA_UNIT_CHOICES = Object.entries(AREA_UNIT_LABELS).map(([id, name]) => ({ id, name }));

/** Spec §5: 'Max. rating is 10 only' as soon as the rating goes over. */
const ratingRule: Validator = (value: unknown) => {
  const rating = numberOf(value);
  return rating !== undefined && rating > MAX_PROJECT_RATING ? PROJECT_FIELD_MESSAGES.ratingAboveMax : undefined;
};

const isProjectType = (value: unknown): value is ProjectType =>
  typeof value === 'string' && (PROJECT_TYPES as readonly string[]).includes(value);
const isFeaturedCity = (value: string): value is FeaturedCity => Object.hasOwn(CITY_STATES, value);

/** The sub types of the chosen type; a sub type of another type is cleared when the type changes. */
function SubTypeInput() {
  const { readOnly } = useBuilder();
  const { setValue, getValues } = useFormContext<ProjectFormValues>();
  const type = useWatch<ProjectFormValues, 'projectType'>({ name: 'projectType' });
  useEffect(() => {
    const subType = getValues('projectSubType');
    if (subType && isProjectType(type) && !isSubTypeOf(type, subType))
      setValue('projectSubType', '', { shouldDirty: true });
  }, [type, getValues, setValue]);
  const choices = isProjectType(type) ? choicesOf(PROJECT_SUB_TYPES[type]) : [];
  return (
    <SelectInput
      source="projectSubType"
      label="Sub type"
      choices={choices}
      disabled={choices.length === 0}
      readOnly={readOnly}
      helperText={choices.length === 0 ? 'Choose the project type first' : ' '}
      fullWidth
    />
  );
}

/** Basics: what the project is, where, how big, its rating, highlights and description. */
export function BasicsStep() {
  const { readOnly } = useBuilder();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { getValues, setValue } = useFormContext<ProjectFormValues>();
  const fillState = (city: string) => {
    if (isFeaturedCity(city) && !getValues('state')?.trim())
      setValue('state', CITY_STATES[city], { shouldDirty: true });
  };
  return (
    <Box>
      <FieldGrid>
        <SelectInput
          source="projectType"
          label="Project type"
          choices={choicesOf(PROJECT_TYPES)}
          readOnly={readOnly}
          fullWidth
        />
        <SubTypeInput />
        <TextInput source="projectTitle" label="Project/Building name" readOnly={readOnly} fullWidth />
        <HindiTitleInput />
        <SuggestTextInput
          source="city"
          label="City"
          fixedOptions={FEATURED_CITIES}
          suggest={(query) => dataProvider.getPlaceSuggestions('city', query)}
          onPicked={fillState}
        />
        <TextInput
          source="state"
          label="State"
          readOnly={readOnly}
          fullWidth
          helperText="Filled in for the featured cities"
        />
        <SuggestTextInput
          source="locality"
          label="Locality"
          suggest={(query) => dataProvider.getPlaceSuggestions('locality', query)}
          helperText="Localities already on the site are suggested"
        />
        <NumericTextInput
          source="projectArea.areaSize"
          label="Project size"
          maxLength={12}
          readOnly={readOnly}
          fullWidth
        />
        <SelectInput
          source="projectArea.areaUnit"
          label="Size unit"
          choices={AREA_UNIT_CHOICES}
          readOnly={readOnly}
          fullWidth
          helperText={false}
        />
        <BooleanInput
          source="projectArea.displayUnitSize"
          label="Show the size on the site"
          readOnly={readOnly}
          helperText={false}
        />
        <NumericTextInput
          source="projectRating"
          label="Rating (out of 10)"
          maxLength={4}
          validate={ratingRule}
          readOnly={readOnly}
          fullWidth
        />
      </FieldGrid>
      <HighlightTagsInput />
      <HindiHighlightsInput />
      <DescriptionInput />
      <HindiDescriptionInput />
    </Box>
  );
}
