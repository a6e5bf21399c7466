import { Box } from '@mui/material';
import { useState } from 'react';
import type { Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBuilder } from '../builderContext.ts';
import type { Position } from '../leafletMap.ts';
import { MapPicker } from '../MapPicker.tsx';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { coordinateText, PlacePicker } from '../PlacePicker.tsx';
import { numberOf, type ProjectFormValues } from '../projectForm.ts';
import { FieldGrid } from './FieldGrid.tsx';

/** India, mainland and islands, with a little to spare: a position outside is a typo (or a swapped pair). */
const INDIA = { lat: { min: 6, max: 37.5 }, lng: { min: 68, max: 97.5 } } as const;

export const COORDINATE_MESSAGES = {
  latitudeOutside: `Latitude must be between ${INDIA.lat.min} and ${INDIA.lat.max} (India), such as 28.459500`,
  longitudeOutside: `Longitude must be between ${INDIA.lng.min} and ${INDIA.lng.max} (India), such as 77.502100`,
  latitudeMissing: 'Type the latitude too: the pin needs both',
  longitudeMissing: 'Type the longitude too: the pin needs both',
} as const;

type Coordinate = 'latitude' | 'longitude';
const AXIS = { latitude: 'lat', longitude: 'lng' } as const;
const OTHER = { latitude: 'longitude', longitude: 'latitude' } as const;

/** What is wrong with a typed latitude or longitude, if anything. */
function coordinateProblem(
  field: Coordinate,
  values: Partial<Pick<ProjectFormValues, Coordinate>>,
): string | undefined {
  const number = numberOf(values[field]);
  if (number === undefined)
    return numberOf(values[OTHER[field]]) === undefined ? undefined : COORDINATE_MESSAGES[`${field}Missing`];
  const { min, max } = INDIA[AXIS[field]];
  return number < min || number > max ? COORDINATE_MESSAGES[`${field}Outside`] : undefined;
}

const ruleOf =
  (field: Coordinate): Validator =>
  (_value: unknown, values: ProjectFormValues) =>
    coordinateProblem(field, values);
const latitudeRule = ruleOf('latitude');
const longitudeRule = ruleOf('longitude');

/** Location: the building picked from the place list, and its pin on the map (or typed, without one). */
export function LocationStep() {
  const { readOnly } = useBuilder();
  const { setValue } = useFormContext<ProjectFormValues>();
  const [focus, setFocus] = useState(0);
  const [latitude, longitude] = useWatch<ProjectFormValues, ['latitude', 'longitude']>({
    name: ['latitude', 'longitude'],
  });
  const lat = numberOf(latitude);
  const lng = numberOf(longitude);
  // Only a position in India is shown: a pin in the sea off Africa helps nobody.
  const usable =
    !coordinateProblem('latitude', { latitude, longitude }) && !coordinateProblem('longitude', { latitude, longitude });
  const position = usable && lat !== undefined && lng !== undefined ? { lat, lng } : null;
  const pick = ({ lat: nextLat, lng: nextLng }: Position) => {
    if (readOnly) return;
    setValue('latitude', coordinateText(nextLat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', coordinateText(nextLng), { shouldDirty: true, shouldValidate: true });
  };
  const placed = (next: Position | null) => {
    if (!next) return;
    pick(next);
    setFocus((n) => n + 1);
  };
  return (
    <Box>
      <PlacePicker onPlaced={placed} />
      <MapPicker position={position} focus={focus} onPick={pick} />
      <FieldGrid>
        <NumericTextInput
          source="latitude"
          label="Latitude"
          maxLength={12}
          validate={latitudeRule}
          readOnly={readOnly}
          fullWidth
        />
        <NumericTextInput
          source="longitude"
          label="Longitude"
          maxLength={12}
          validate={longitudeRule}
          readOnly={readOnly}
          fullWidth
        />
      </FieldGrid>
    </Box>
  );
}
