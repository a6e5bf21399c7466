import { Box } from '@mui/material';
import { ArrayInput, CheckboxGroupInput, SelectInput, SimpleFormIterator, TextInput, required } from 'react-admin';
import { AMENITY_LABELS, LAND_AMENITY_LABELS, NEARBY_PLACE_CATEGORY_LABELS } from '@aangan/contracts/browser';
import { useBuilder } from '../builderContext.ts';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { StepSection } from './FieldGrid.tsx';

const choicesOf = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
const CATEGORY_RULES = [required('Choose what kind of place it is')];
const NAME_RULES = [required('Place name is missing')];

/** Amenities, land amenities, and nearby places by the spec's categories (hospital, school, metro, ...). */
export function AmenitiesStep() {
  const { readOnly } = useBuilder();
  return (
    <Box>
      <StepSection title="Amenities">
        <CheckboxGroupInput
          source="amenities"
          label={false}
          choices={choicesOf(AMENITY_LABELS)}
          readOnly={readOnly}
          sx={{
            '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
          }}
        />
      </StepSection>
      <StepSection title="Land amenities">
        <CheckboxGroupInput
          source="landAmenities"
          label={false}
          choices={choicesOf(LAND_AMENITY_LABELS)}
          readOnly={readOnly}
          sx={{
            '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
          }}
        />
      </StepSection>
      <StepSection title="Nearby places">
        <ArrayInput source="nearbyPlaces" label={false}>
          <SimpleFormIterator inline disableReordering disableClear>
            <SelectInput
              source="category"
              label="Category"
              choices={choicesOf(NEARBY_PLACE_CATEGORY_LABELS)}
              validate={CATEGORY_RULES}
              sx={{ minWidth: 180 }}
            />
            <TextInput source="name" label="Name" validate={NAME_RULES} sx={{ minWidth: 200 }} />
            <NumericTextInput source="distanceKm" label="Distance (km)" maxLength={6} sx={{ width: 130 }} />
          </SimpleFormIterator>
        </ArrayInput>
      </StepSection>
    </Box>
  );
}
