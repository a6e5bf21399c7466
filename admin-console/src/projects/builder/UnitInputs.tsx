import { Box } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput, useInput } from 'react-admin';
import {
  AREA_TYPES,
  DEDICATED_ROOMS,
  FLOORING_TYPES,
  FURNISHING_STATUSES,
  OPEN_SIDES,
  PANTRY_TYPES,
  WASHROOM_TYPES,
  formatPrice,
  requiredUnitAreas,
} from '@aangan/contracts';
import { FileUploadInput } from './FileUploadInput.tsx';
import { NumericTextInput } from './NumericTextInput.tsx';
import { numberOf } from './projectForm.ts';
import { AREA_UNIT_CHOICES } from './steps/BasicsStep.tsx';
import { FieldGrid, StepSection } from './steps/FieldGrid.tsx';

const choicesOf = (values: readonly (string | number)[]) =>
  values.map((value) => ({ id: String(value), name: String(value) }));
const ROOM_NUMBERS = Array.from({ length: 10 }, (_, index) => String(index + 1));
const BEDROOM_CHOICES = [{ id: '0', name: 'Studio' }, ...choicesOf(ROOM_NUMBERS)];
const BATHROOM_CHOICES = [{ id: '0', name: 'Shared' }, ...choicesOf(ROOM_NUMBERS)];
const PLOT_DIMENSION_CHOICES = [
  { id: 'feet', name: 'Feet (ft)' },
  { id: 'meters', name: 'Metres (m)' },
];

/** What kind of unit the project sells decides which details its dialog asks for. */
export interface UnitShape {
  residential: boolean;
  commercial: boolean;
  plot: boolean;
  /** The areas the post rules ask of this kind of unit (contracts' requiredUnitAreas). */
  builtUp: boolean;
  superBuiltUp: boolean;
}

export const unitShapeOf = (projectType: string, subType: string): UnitShape => {
  const required = requiredUnitAreas(subType || undefined);
  return {
    residential: projectType === 'Residential',
    commercial: projectType === 'Commercial',
    plot: projectType === 'Farmland' || projectType === 'Industrial' || /plot|land/i.test(subType),
    builtUp: required.builtUp,
    superBuiltUp: required.superBuiltUp,
  };
};

/** A price box with the amount read back as the site shows it ('₹1.25 Cr'). */
function PriceInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  const amount = numberOf(field.value);
  return (
    <NumericTextInput
      source={source}
      label={label}
      maxLength={13}
      fullWidth
      helperText={amount !== undefined ? formatPrice(amount) : 'In rupees'}
    />
  );
}

/**
 * One of the unit's sizes: the unit size says which measure it is; the built-up and super built-up
 * areas are those measures by their place. `needed` marks an area the post rules ask for.
 */
function AreaInputs({
  source,
  label,
  measure = false,
  needed = false,
}: {
  source: string;
  label: string;
  measure?: boolean;
  needed?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1.5fr) auto',
        },
        columnGap: 1.5,
        alignItems: 'start',
      }}
    >
      <NumericTextInput
        source={`${source}.areaSize`}
        label={label}
        maxLength={12}
        fullWidth
        helperText={needed ? 'Needed to post this kind of unit' : ' '}
      />
      <SelectInput
        source={`${source}.areaUnit`}
        label="Unit"
        choices={AREA_UNIT_CHOICES}
        fullWidth
        helperText={false}
      />
      {measure ? (
        <SelectInput
          source={`${source}.areaType`}
          label="Measure"
          choices={choicesOf(AREA_TYPES)}
          emptyText="Not said"
          fullWidth
          helperText={false}
        />
      ) : (
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      )}
      <BooleanInput source={`${source}.displayUnitSize`} label="Show on the site" helperText={false} sx={{ mt: 1.5 }} />
    </Box>
  );
}

/** The unit dialog's inputs, in the order the spec lists a unit's fields. */
export function UnitInputs({ shape }: { shape: UnitShape }) {
  return (
    <>
      <FieldGrid>
        <TextInput
          source="unitTitle"
          label="Unit title"
          helperText="For example 3 BHK, Shop G-12, 200 sq yd plot"
          fullWidth
        />
        <NumericTextInput source="unitCount" label="Number of such units" wholeNumber maxLength={6} fullWidth />
        {shape.residential ? (
          <>
            <SelectInput source="bedroomCount" label="Bedrooms" choices={BEDROOM_CHOICES} fullWidth />
            <SelectInput source="bathroomCount" label="Bathrooms" choices={BATHROOM_CHOICES} fullWidth />
          </>
        ) : null}
      </FieldGrid>
      <StepSection title="Sizes">
        <AreaInputs source="primaryArea" label="Unit size" measure />
        <AreaInputs source="secondaryArea" label="Built-up area" needed={shape.builtUp} />
        <AreaInputs source="tertiaryArea" label="Super built-up area" needed={shape.superBuiltUp} />
      </StepSection>
      <StepSection title="Prices">
        <FieldGrid>
          <PriceInput source="salePrice" label="Price" />
          <Box />
          <PriceInput source="minPrice" label="Minimum price" />
          <PriceInput source="maxPrice" label="Maximum price" />
        </FieldGrid>
      </StepSection>
      {shape.plot ? (
        <StepSection title="Plot">
          <FieldGrid>
            <NumericTextInput source="plotAreaLength" label="Plot length" maxLength={8} fullWidth />
            <NumericTextInput source="plotAreaBreadth" label="Plot breadth" maxLength={8} fullWidth />
            <SelectInput
              source="plotDimensionUnit"
              label="Length and breadth in"
              choices={PLOT_DIMENSION_CHOICES}
              emptyText={false}
              fullWidth
            />
            <Box />
            <PriceInput source="plotMinPrice" label="Minimum plot price" />
            <PriceInput source="plotMaxPrice" label="Maximum plot price" />
            <PriceInput source="plotSalePrice" label="Plot price" />
            <SelectInput source="openSides" label="Open sides" choices={choicesOf(OPEN_SIDES)} fullWidth />
            <BooleanInput source="boundaryWallsMade" label="Boundary walls made" helperText={false} />
          </FieldGrid>
        </StepSection>
      ) : null}
      <StepSection title="Details">
        <FieldGrid>
          <SelectInput
            source="furnishingStatus"
            label="Furnishing"
            choices={choicesOf(FURNISHING_STATUSES)}
            fullWidth
          />
          <SelectInput source="flooring" label="Flooring" choices={choicesOf(FLOORING_TYPES)} fullWidth />
          {shape.commercial ? (
            <>
              <SelectInput source="pantryType" label="Pantry" choices={choicesOf(PANTRY_TYPES)} fullWidth />
              <SelectInput source="washroomType" label="Washroom" choices={choicesOf(WASHROOM_TYPES)} fullWidth />
            </>
          ) : null}
        </FieldGrid>
        {shape.residential ? (
          <CheckboxGroupInput source="dedicatedRooms" label="Dedicated rooms" choices={choicesOf(DEDICATED_ROOMS)} />
        ) : null}
        <FileUploadInput source="floorPlanUrl" label="Floor plan" kind="image" />
      </StepSection>
    </>
  );
}
