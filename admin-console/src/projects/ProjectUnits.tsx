import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { bedroomLabel, formatPriceRange, unitPriceRange, type Unit } from '@aangan/contracts/browser';
import { areaText } from '../history/changeText.ts';
import { Empty } from '../layout/ShowSections.tsx';

const rooms = (unit: Unit): string => {
  const parts: string[] = [];
  if (unit.bedroomCount !== undefined) parts.push(bedroomLabel(unit.bedroomCount));
  if (unit.bathroomCount !== undefined)
    parts.push(unit.bathroomCount === 0 ? 'shared bath' : `${unit.bathroomCount} bath`);
  return parts.join(', ') || '—';
};

const sizes = (unit: Unit): string =>
  [
    areaText(unit.primaryArea),
    unit.secondaryArea ? `built-up ${areaText(unit.secondaryArea)}` : null,
    unit.tertiaryArea ? `super built-up ${areaText(unit.tertiaryArea)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The one price rule of the site (contracts), so the console shows what a visitor sees. */
const priceOf = (unit: Unit): string => {
  const range = unitPriceRange(unit);
  return range ? formatPriceRange(range.low, range.high) : 'Price on request';
};

/** The units of a project, one row each; on a phone each row is a small block with its labels. */
export function ProjectUnits({ units }: { units: readonly Unit[] | undefined }) {
  if (!units || units.length === 0) return <Empty>No units yet.</Empty>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Units"
        sx={{
          '& td, & th': { verticalAlign: 'top' },
          '@media (max-width: 599.95px)': {
            '& thead': { display: 'none' },
            '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
            '& td': { display: 'grid', gridTemplateColumns: '6rem minmax(0, 1fr)', gap: 1, border: 0, py: 0.25 },
            '& td::before': { content: 'attr(data-label)', color: 'text.secondary', typography: 'caption' },
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Unit</TableCell>
            <TableCell>Rooms</TableCell>
            <TableCell>Size</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Count</TableCell>
            <TableCell>Furnishing</TableCell>
            <TableCell>Floor plan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {units.map((unit, index) => (
            <TableRow key={unit.unitId ?? `${unit.unitTitle}-${index}`}>
              <TableCell data-label="Unit">
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {unit.unitTitle}
                </Typography>
              </TableCell>
              <TableCell data-label="Rooms">{rooms(unit)}</TableCell>
              <TableCell data-label="Size">{sizes(unit)}</TableCell>
              <TableCell data-label="Price" sx={{ whiteSpace: 'nowrap' }}>
                {priceOf(unit)}
              </TableCell>
              <TableCell data-label="Count">{unit.unitCount}</TableCell>
              <TableCell data-label="Furnishing">{unit.furnishingStatus ?? '—'}</TableCell>
              <TableCell data-label="Floor plan">
                {unit.floorPlanUrl ? (
                  <Link
                    href={unit.floorPlanUrl}
                    target="_blank"
                    rel="noopener"
                    sx={{ lineHeight: 0, display: 'inline-block' }}
                  >
                    <Box
                      component="img"
                      src={unit.floorPlanUrl}
                      alt={`Floor plan of ${unit.unitTitle}`}
                      loading="lazy"
                      sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 0.5 }}
                    />
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
