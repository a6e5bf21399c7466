/** Where maps take their tiles from and the credit they show (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const MAP_TILES_PATH = '/api/v1/user/map-tiles';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The answer of `/user/map-tiles` (its payload at the top level or under `data`), or null when it is not one. */
export const readMapTiles = (body: unknown): MapTiles | null => {
  const result = isRecord(body) ? (isRecord(body.data) ? body.data.result : body.result) : undefined;
  return isRecord(result) && typeof result.url === 'string' && typeof result.attribution === 'string'
    ? { url: result.url, attribution: result.attribution }
    : null;
};
