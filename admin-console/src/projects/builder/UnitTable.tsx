import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Fragment } from 'react';
import { AREA_UNIT_LABELS, bedroomLabel, type Unit, type UnitArea } from '@aangan/contracts/browser';
import { unitPriceText } from './unitForm.ts';

const roomsOf = (unit: Unit): string => {
  const parts: string[] = [];
  if (unit.bedroomCount !== undefined) parts.push(bedroomLabel(unit.bedroomCount));
  if (unit.bathroomCount !== undefined)
    parts.push(unit.bathroomCount === 0 ? 'shared bath' : `${unit.bathroomCount} bath`);
  return parts.join(', ') || '—';
};

const sizeOf = (area: UnitArea | undefined): string =>
  area
    ? `${area.areaSize} ${AREA_UNIT_LABELS[area.areaUnit] ?? area.areaUnit}${area.areaType ? ` (${area.areaType})` : ''}`
    : '—';

interface UnitTableProps {
  units: Unit[];
  /** Messages of the last save or post, per unit. */
  errors: string[][];
  readOnly: boolean;
  onEdit(index: number): void;
  onRemove(index: number): void;
}

function RowActions({
  unit,
  index,
  onEdit,
  onRemove,
}: {
  unit: Unit;
  index: number;
  onEdit(index: number): void;
  onRemove(index: number): void;
}) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <IconButton size="small" aria-label={`Edit unit ${unit.unitTitle}`} onClick={() => onEdit(index)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Remove unit ${unit.unitTitle}`} onClick={() => onRemove(index)}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function RowErrors({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Typography variant="caption" color="error" component="div" role="alert">
      {messages.join(' · ')}
    </Typography>
  );
}

/** The project's units: a table on wider screens, cards on a phone. */
export function UnitTable({ units, errors, readOnly, onEdit, onRemove }: UnitTableProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (units.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        No units yet. A project needs at least one to be posted.
      </Typography>
    );
  }
  if (phone) {
    return (
      <Box component="ul" aria-label="Units" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {units.map((unit, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={unit.unitId ?? `new-${index}`}
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{unit.unitTitle}</Typography>
              <Typography variant="body2">
                {roomsOf(unit)} · {sizeOf(unit.primaryArea)}
              </Typography>
              <Typography variant="body2">
                {unitPriceText(unit)} · {unit.unitCount} unit{unit.unitCount === 1 ? '' : 's'}
              </Typography>
              <RowErrors messages={errors[index]} />
            </Box>
            {readOnly ? null : <RowActions unit={unit} index={index} onEdit={onEdit} onRemove={onRemove} />}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Units">
      <TableHead>
        <TableRow>
          <TableCell>Unit</TableCell>
          <TableCell>Rooms</TableCell>
          <TableCell>Size</TableCell>
          <TableCell>Price</TableCell>
          <TableCell align="right">Count</TableCell>
          {readOnly ? null : <TableCell align="right">Actions</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {units.map((unit, index) => (
          <Fragment key={unit.unitId ?? `new-${index}`}>
            <TableRow sx={errors[index]?.length ? { '& td': { borderBottom: 0 } } : undefined}>
              <TableCell sx={{ fontWeight: 600 }}>{unit.unitTitle}</TableCell>
              <TableCell>{roomsOf(unit)}</TableCell>
              <TableCell>{sizeOf(unit.primaryArea)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{unitPriceText(unit)}</TableCell>
              <TableCell align="right">{unit.unitCount}</TableCell>
              {readOnly ? null : (
                <TableCell align="right">
                  <RowActions unit={unit} index={index} onEdit={onEdit} onRemove={onRemove} />
                </TableCell>
              )}
            </TableRow>
            {errors[index]?.length ? (
              <TableRow>
                <TableCell colSpan={readOnly ? 5 : 6} sx={{ pt: 0 }}>
                  <RowErrors messages={errors[index]} />
                </TableCell>
              </TableRow>
            ) : null}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
