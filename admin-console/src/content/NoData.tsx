import { CardContent, Typography } from '@mui/material';
import { Button } from 'react-admin';
import { useListFilters } from './useListFilters.ts';

/** Spec §8 empty state for the content lists, with a way back when filters hide everything. */
export function NoData() {
  const { filters, setFilters } = useListFilters();
  const filtered = Object.values(filters).some((value) => value !== '' && value !== undefined && value !== null);
  return (
    <CardContent sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="body1" gutterBottom>
        No Data Found
      </Typography>
      {filtered ? <Button label="Clear filters" onClick={() => setFilters({}, [])} /> : null}
    </CardContent>
  );
}
