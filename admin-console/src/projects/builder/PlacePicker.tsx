import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { KnownPlace } from '../../providers/projectApi.ts';
import { useBuilder } from './builderContext.ts';
import type { ProjectFormValues } from './projectForm.ts';

/** A choice of the place list: a known building or locality, or the project being built itself. */
interface PlaceOption {
  kind: KnownPlace['kind'] | 'project';
  name: string;
  detail: string;
  latitude?: number;
  longitude?: number;
}

const SEARCH_DELAY_MS = 250;
const KIND_DETAILS: Record<PlaceOption['kind'], string> = {
  project: 'This project',
  building: 'Project/building',
  locality: 'Locality',
};

const optionOf = (place: KnownPlace): PlaceOption => ({
  kind: place.kind,
  name: place.name,
  detail: [KIND_DETAILS[place.kind], place.city].filter(Boolean).join(' · '),
  ...(place.latitude !== undefined && place.longitude !== undefined
    ? { latitude: place.latitude, longitude: place.longitude }
    : {}),
});

/** Six decimals: about 10 cm, more than a pin on a map can say. */
export const coordinateText = (value: number): string => value.toFixed(6);

/**
 * "Search project/building": the place the map pin stands for, picked from the list (known
 * buildings with their position, localities, or this project by its name). Typing alone does not
 * pick: the spec's 'Please select project/building from google dropdown list' applies until one is chosen.
 */
export function PlacePicker() {
  const { field, fieldState, formState, id } = useInput({ source: 'placeName' });
  const { setValue } = useFormContext<ProjectFormValues>();
  const title = useWatch<ProjectFormValues, 'projectTitle'>({ name: 'projectTitle' });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { readOnly } = useBuilder();
  const [query, setQuery] = useState('');
  const [known, setKnown] = useState<PlaceOption[]>([]);
  const placeName = typeof field.value === 'string' ? field.value : '';

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      dataProvider.getKnownPlaces(query).then(
        (places) => current && setKnown(places.map(optionOf)),
        () => current && setKnown([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, dataProvider]);

  const own: PlaceOption[] = title?.trim()
    ? [{ kind: 'project', name: title.trim(), detail: KIND_DETAILS.project }]
    : [];
  const needle = query.trim().toLowerCase();
  const options = [...own.filter((option) => !needle || option.name.toLowerCase().includes(needle)), ...known];
  const error = fieldState.invalid && formState.isSubmitted ? fieldState.error?.message : undefined;

  const pick = (option: PlaceOption | null) => {
    if (!option) return;
    field.onChange(option.name);
    if (option.latitude !== undefined && option.longitude !== undefined) {
      setValue('latitude', coordinateText(option.latitude), { shouldDirty: true });
      setValue('longitude', coordinateText(option.longitude), { shouldDirty: true });
    }
  };

  return (
    <Box sx={{ mb: 1 }}>
      <Autocomplete<PlaceOption>
        options={options}
        value={null}
        inputValue={query}
        onInputChange={(_event, text) => setQuery(text)}
        onChange={(_event, option) => pick(option)}
        readOnly={readOnly}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.name === b.name}
        filterOptions={(all) => all}
        noOptionsText="No known place matches; type the project's name above to pick it"
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{option.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.detail}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            id={id}
            label="Search project/building"
            size="small"
            margin="dense"
            error={Boolean(error)}
            helperText={error ?? 'Pick the building from the list; a known building moves the pin to it.'}
          />
        )}
      />
      <Typography variant="body2" aria-live="polite" sx={{ mt: 0.5 }}>
        {placeName ? (
          <>
            Place on the map: <strong>{placeName}</strong>
          </>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            No place picked yet.
          </Box>
        )}
      </Typography>
    </Box>
  );
}
