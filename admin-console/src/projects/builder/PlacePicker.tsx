import { Alert, Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { KnownPlace } from '../../providers/projectApi.ts';
import { useBuilder } from './builderContext.ts';
import type { Position } from './leafletMap.ts';
import { numberOf, type ProjectFormValues } from './projectForm.ts';

/** A choice of the place list: a known building or locality, or the project being built itself. */
interface PlaceOption {
  kind: KnownPlace['kind'] | 'project';
  name: string;
  detail: string;
  position: Position | null;
}

const SEARCH_DELAY_MS = 250;
const KIND_DETAILS: Record<PlaceOption['kind'], string> = {
  project: 'This project',
  building: 'Project/building',
  locality: 'Locality',
};

const positionOf = (place: { latitude?: number | undefined; longitude?: number | undefined }): Position | null =>
  place.latitude !== undefined && place.longitude !== undefined ? { lat: place.latitude, lng: place.longitude } : null;

const optionOf = (place: KnownPlace): PlaceOption => ({
  kind: place.kind,
  name: place.name,
  detail: [
    KIND_DETAILS[place.kind],
    place.kind === 'building' ? place.locality : undefined,
    place.city,
    place.kind === 'locality' ? `${place.projects} project${place.projects === 1 ? '' : 's'}` : undefined,
    positionOf(place) ? undefined : 'no position on the map',
  ]
    .filter(Boolean)
    .join(' · '),
  position: positionOf(place),
});

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Six decimals: about 10 cm, more than a pin on a map can say. */
export const coordinateText = (value: number): string => value.toFixed(6);

interface PlacePickerProps {
  /** A place was chosen: the map goes to its position (null: none is known). */
  onPlaced(position: Position | null): void;
}

/**
 * "Search project/building": the place the map pin stands for, picked from the list (the
 * catalogue's buildings and localities, searched by the server with typos forgiven, or this
 * project by its name). Typing alone does not pick: the spec's 'Please select project/building
 * from google dropdown list' applies until one is chosen.
 */
export function PlacePicker({ onPlaced }: PlacePickerProps) {
  const { field, fieldState, formState, id } = useInput({ source: 'placeName' });
  const { getValues } = useFormContext<ProjectFormValues>();
  const title = useWatch<ProjectFormValues, 'projectTitle'>({ name: 'projectTitle' });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { readOnly } = useBuilder();
  const [query, setQuery] = useState('');
  const [known, setKnown] = useState<PlaceOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const placeName = typeof field.value === 'string' ? field.value : '';

  useEffect(() => {
    let current = true;
    setSearching(true);
    const timer = window.setTimeout(() => {
      dataProvider
        .getKnownPlaces(query)
        .then(
          (places) => current && setKnown(places.map(optionOf)),
          () => current && setKnown([]),
        )
        .finally(() => current && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, dataProvider]);

  const own: PlaceOption[] = title?.trim()
    ? [{ kind: 'project', name: title.trim(), detail: KIND_DETAILS.project, position: null }]
    : [];
  const needle = query.trim().toLowerCase();
  const options = [...own.filter((option) => !needle || option.name.toLowerCase().includes(needle)), ...known];
  const error = fieldState.invalid && formState.isSubmitted ? fieldState.error?.message : undefined;

  /**
   * Where this project stands: its pin if it has one, else its building or locality as the
   * catalogue knows them (the locality and city of the Basics step).
   */
  const ownPosition = async (name: string): Promise<Position | null> => {
    const [lat, lng] = [numberOf(getValues('latitude')), numberOf(getValues('longitude'))];
    if (lat !== undefined && lng !== undefined) return { lat, lng };
    const [locality, city] = [getValues('locality'), getValues('city')];
    const places = await dataProvider.getKnownPlaces(name).catch(() => []);
    const building = places.find((place) => place.kind === 'building' && sameText(place.name, name));
    if (building && positionOf(building)) return positionOf(building);
    if (!locality?.trim()) return null;
    const around = await dataProvider.getKnownPlaces(locality).catch(() => []);
    const area = around.find(
      (place) => place.kind === 'locality' && sameText(place.name, locality) && (!city || sameText(place.city, city)),
    );
    return area ? positionOf(area) : null;
  };

  const pick = async (option: PlaceOption | null) => {
    if (!option) return;
    field.onChange(option.name);
    const position = option.kind === 'project' ? await ownPosition(option.name) : option.position;
    setUnplaced(position ? null : option.name);
    onPlaced(position);
  };

  return (
    <Box sx={{ mb: 1 }}>
      <Autocomplete<PlaceOption>
        options={options}
        value={null}
        inputValue={query}
        loading={searching}
        loadingText="Searching…"
        onInputChange={(_event, text) => setQuery(text)}
        onChange={(_event, option) => void pick(option)}
        readOnly={readOnly}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => `${option.kind}:${option.name}:${option.detail}`}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.name === b.name && a.detail === b.detail}
        filterOptions={(all) => all}
        noOptionsText="No building or locality matches; type the project's name above to pick it"
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
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
            helperText={error ?? 'Pick a building or locality from the list: the pin moves to it.'}
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
      {unplaced && unplaced === placeName ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {`“${unplaced}” has no position on our map yet: click the map where the project stands, or type its latitude and longitude below.`}
        </Alert>
      ) : null}
    </Box>
  );
}
