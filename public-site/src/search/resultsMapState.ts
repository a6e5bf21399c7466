/** 'failed': no tile could be drawn; 'unavailable': the map's code, its settings or the results could not be loaded; 'empty': no result has a location. */
export type ResultsMapState = 'loading' | 'shown' | 'failed' | 'unavailable' | 'empty';

/** With these the page lists the results under the map's note instead. */
export const mapLeavesListShown = (state: ResultsMapState): boolean =>
  state === 'failed' || state === 'unavailable' || state === 'empty';
