/**
 * Map cells for near-me: a project's read model lists the grid cell it stands in at each level
 * (`geoCells`, indexed), and a search lists the cells that cover its box, so either store reads
 * only the projects in those cells by an equality match, which both MongoDB and the in-memory
 * store serve from an index (mingo has no geo operators). A cell is `size` degrees of latitude by
 * `size` degrees of longitude; levels run from fine to coarse so any radius finds a level with
 * few cells.
 */
const LEVELS = [
  { key: 'a', size: 0.05 },
  { key: 'b', size: 0.2 },
  { key: 'c', size: 0.8 },
] as const;

/** The most cells one search lists: the finest level that covers the box with no more is used. */
const MAX_CELLS = 64;

const cellKey = (level: (typeof LEVELS)[number], row: number, column: number): string => `${level.key}${row}:${column}`;

/** The cells a place stands in, one per level; none without a place. */
export function geoCellsOf(latitude: number | undefined, longitude: number | undefined): string[] {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return [];
  return LEVELS.map((level) => cellKey(level, Math.floor(latitude / level.size), Math.floor(longitude / level.size)));
}

/**
 * The cells of one level that together hold every place in the box (edges included); null when
 * even the coarsest level needs more than MAX_CELLS (a box of thousands of kilometres).
 */
export function geoCellsCovering(box: { south: number; north: number; west: number; east: number }): string[] | null {
  for (const level of LEVELS) {
    const rows = [Math.floor(box.south / level.size), Math.floor(box.north / level.size)];
    const columns = [Math.floor(box.west / level.size), Math.floor(box.east / level.size)];
    if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) > MAX_CELLS) continue;
    const cells: string[] = [];
    for (let row = rows[0]; row <= rows[1]; row += 1)
      for (let column = columns[0]; column <= columns[1]; column += 1) cells.push(cellKey(level, row, column));
    return cells;
  }
  return null;
}
