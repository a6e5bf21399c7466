import { isRecord, type MapTiles } from '@aangan/contracts/browser';

/** Where maps take their tiles from and the credit they show (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`). */
export type { MapTiles };

export const MAP_TILES_PATH = '/api/v1/user/map-tiles';

/** The browser's reading of `/user/map-tiles`, or null when it is not one (the server parses it with its schema). */
export const readMapTiles = (body: unknown): MapTiles | null => {
  const result = isRecord(body) ? body.result : undefined;
  return isRecord(result) && typeof result.url === 'string' && typeof result.attribution === 'string'
    ? { url: result.url, attribution: result.attribution }
    : null;
};
