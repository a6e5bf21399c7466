import { CardContent, Typography } from '@mui/material';
import { Button, useListContext } from 'react-admin';

/** Spec §8 empty state for the content lists, with a way back when filters hide everything. */
export function NoData() {
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some(
    (value) => value !== '' && value !== undefined && value !== null,
  );
  return (
    <CardContent sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="body1" gutterBottom>
        No Data Found
      </Typography>
      {filtered ? <Button label="Clear filters" onClick={() => setFilters({}, [])} /> : null}
    </CardContent>
  );
}
