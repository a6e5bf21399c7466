import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBuilder } from '../builderContext.ts';
import { MapPicker } from '../MapPicker.tsx';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { coordinateText, PlacePicker } from '../PlacePicker.tsx';
import { numberOf, type ProjectFormValues } from '../projectForm.ts';
import { FieldGrid } from './FieldGrid.tsx';

/** Location: the building picked from the place list, and its pin on the map. */
export function LocationStep() {
  const { readOnly } = useBuilder();
  const { setValue } = useFormContext<ProjectFormValues>();
  const [latitude, longitude] = useWatch<ProjectFormValues, ['latitude', 'longitude']>({
    name: ['latitude', 'longitude'],
  });
  const lat = numberOf(latitude);
  const lng = numberOf(longitude);
  const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  const pick = ({ lat: nextLat, lng: nextLng }: { lat: number; lng: number }) => {
    if (readOnly) return;
    setValue('latitude', coordinateText(nextLat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', coordinateText(nextLng), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box>
      <PlacePicker />
      <MapPicker position={position} onPick={pick} />
      <FieldGrid>
        <NumericTextInput source="latitude" label="Latitude" maxLength={12} readOnly={readOnly} fullWidth />
        <NumericTextInput source="longitude" label="Longitude" maxLength={12} readOnly={readOnly} fullWidth />
      </FieldGrid>
    </Box>
  );
}
