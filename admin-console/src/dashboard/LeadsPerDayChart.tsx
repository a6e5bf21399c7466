import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDay } from '../format/indiaDates.ts';

/** dd-mm of a yyyy-mm-dd day: the year is the same across thirty days, and room is short. */
const shortDay = (day: string): string => formatDay(day).slice(0, 5);

/**
 * The bars of leads per day (MUI X Charts, in its own chunk, loaded when the dashboard shows it).
 * The numbers are also in the table beside it, which is what screen readers read.
 */
export default function LeadsPerDayChart({ days }: { days: { day: string; count: number }[] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={240}
      dataset={days}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'day',
          valueFormatter: (day: string, context) => (context.location === 'tick' ? shortDay(day) : formatDay(day)),
          tickLabelMinGap: 8,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 32 }]}
      series={[{ dataKey: 'count', label: 'Leads', color: theme.palette.primary.main }]}
      hideLegend
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
    />
  );
}
