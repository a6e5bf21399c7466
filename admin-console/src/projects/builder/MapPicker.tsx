import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { MapTileSource } from '../../providers/projectApi.ts';
import type { LocationMap, Position, TileState } from './leafletMap.ts';

const DEFAULT_TILES: MapTileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const samePosition = (a: Position | null, b: Position | null): boolean =>
  a !== null && b !== null && Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

interface MapPickerProps {
  position: Position | null;
  /** Changes each time a place is chosen from the list: the map moves to `position` even if the pin stood there. */
  focus: number;
  onPick(position: Position): void;
}

/**
 * A Leaflet map with the project's pin: a click puts the pin there, dragging moves it, and both
 * fill latitude and longitude. Leaflet is fetched when this mounts, its tiles from the server's
 * MAP_TILE_URL. A map whose tiles cannot be loaded says it is unavailable and takes no clicks (a
 * pin dropped on a blank map lands anywhere): the latitude and longitude are typed instead.
 */
export function MapPicker({ position, focus, onPick }: MapPickerProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LocationMap | null>(null);
  const picked = useRef<Position | null>(position);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tiles, setTiles] = useState<TileState>('waiting');
  const initial = useRef(position);

  useEffect(() => {
    let active = true;
    const source = dataProvider.getMapTiles().then(
      (found) => (found.url ? found : DEFAULT_TILES),
      () => DEFAULT_TILES,
    );
    Promise.all([import('./leafletMap.ts'), source]).then(
      ([{ createLocationMap }, { url, attribution }]) => {
        if (!active || !container.current) return;
        map.current = createLocationMap(container.current, {
          tileUrl: url,
          attribution,
          position: initial.current,
          onPick(next) {
            picked.current = next;
            pick.current(next);
          },
          onTiles: setTiles,
        });
        setState('ready');
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
      map.current?.destroy();
      map.current = null;
    };
  }, [dataProvider]);

  // A position typed moves the pin; one chosen from the place list moves the pin and the map; one the map reported neither.
  const shownFocus = useRef(focus);
  useEffect(() => {
    if (!position || !map.current) return;
    if (samePosition(position, picked.current) && shownFocus.current === focus) return;
    picked.current = position;
    shownFocus.current = focus;
    map.current.show(position);
  }, [position, focus, state]);

  const unavailable = state === 'failed' || tiles === 'failed';
  return (
    <Box sx={{ mb: 2 }}>
      {unavailable ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          The map is unavailable: its tiles could not be loaded from the map server. Type the latitude and longitude
          below instead, or pick a building or locality above to fill them in.
        </Alert>
      ) : null}
      {state === 'failed' ? null : (
        <Box sx={{ position: 'relative' }}>
          {/* Leaflet adds its own classes to the map's element: React must never rewrite them, so it gets no props that change. */}
          <Box
            aria-label={
              unavailable ? 'Map (unavailable: no tiles)' : "Map: click to place the project's pin, or drag the pin"
            }
            sx={{
              height: { xs: 280, sm: 360 },
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
              overflow: 'hidden',
              zIndex: 0,
              position: 'relative',
            }}
          >
            <div ref={container} style={{ height: '100%' }} />
          </Box>
          {state === 'loading' ? (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label="Loading the map" />
            </Box>
          ) : null}
        </Box>
      )}
      {unavailable ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {tiles === 'shown'
            ? 'Click the map to place the pin, or drag it; latitude and longitude follow.'
            : 'Loading the map…'}
        </Typography>
      )}
    </Box>
  );
}
