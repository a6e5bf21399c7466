import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { LocationMap, Position } from './leafletMap.ts';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const setting = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/**
 * Where the map's background comes from: OpenStreetMap unless the build sets VITE_MAP_TILE_URL
 * (and VITE_MAP_TILE_ATTRIBUTION) for another tile server.
 */
const mapTiles = () => ({
  tileUrl: setting(import.meta.env.VITE_MAP_TILE_URL, DEFAULT_TILE_URL),
  attribution: setting(import.meta.env.VITE_MAP_TILE_ATTRIBUTION, DEFAULT_ATTRIBUTION),
});

const samePosition = (a: Position | null, b: Position | null): boolean =>
  a !== null && b !== null && Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

interface MapPickerProps {
  position: Position | null;
  onPick(position: Position): void;
}

/**
 * A Leaflet map with the project's pin: a click puts the pin there, dragging moves it, and both
 * fill latitude and longitude. Leaflet is fetched when this mounts. Without a connection to the
 * tile server the map stays blank but the pin and clicks still work, and a note says so.
 */
export function MapPicker({ position, onPick }: MapPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LocationMap | null>(null);
  const picked = useRef<Position | null>(position);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const initial = useRef(position);

  useEffect(() => {
    let active = true;
    import('./leafletMap.ts').then(
      ({ createLocationMap }) => {
        if (!active || !container.current) return;
        map.current = createLocationMap(container.current, {
          ...mapTiles(),
          position: initial.current,
          onPick(next) {
            picked.current = next;
            pick.current(next);
          },
          onTilesFailed: () => setTilesFailed(true),
          onTilesLoaded: () => setTilesFailed(false),
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
  }, []);

  // A position typed or chosen from the place list moves the pin; one the map itself reported does not.
  useEffect(() => {
    if (!position || samePosition(position, picked.current)) return;
    picked.current = position;
    map.current?.show(position);
  }, [position, state]);

  if (state === 'failed') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        The map could not be loaded. Type the latitude and longitude below instead.
      </Alert>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={container}
          aria-label="Map: click to place the project's pin, or drag the pin"
          sx={{
            height: { xs: 280, sm: 360 },
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
            zIndex: 0,
          }}
        />
        {state === 'loading' ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} aria-label="Loading the map" />
          </Box>
        ) : null}
      </Box>
      {tilesFailed ? (
        <Typography variant="body2" color="warning.dark" role="status" sx={{ mt: 0.5 }}>
          The map background could not be loaded (no connection to the map server). Clicking the map and dragging the
          pin still set the position.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Click the map to place the pin, or drag it; latitude and longitude follow.
        </Typography>
      )}
    </Box>
  );
}
