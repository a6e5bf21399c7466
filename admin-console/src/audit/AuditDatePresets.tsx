import { Chip, Stack } from '@mui/material';
import { useListFilters } from '../content/useListFilters.ts';
import { formatDay, indiaDayBefore } from '../format/indiaDates.ts';

/** One click for the usual windows: since yesterday, the last 7 and the last 30 India days (today included). */
const PRESETS = [
  { label: 'Last day', days: 1 },
  { label: 'Last week', days: 7 },
  { label: 'Last month', days: 30 },
] as const;

/**
 * The audit log's date presets: each fills From (that many days back, India time) and empties To,
 * as the leads' "Last N Days" do; pressed again, it takes the dates away. The From box shows the day
 * a preset chose, so the window stays visible and can be changed by hand.
 */
export function AuditDatePresets() {
  const { filters, displayedFilters, setFilters } = useListFilters();
  const now = new Date();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label="Date presets"
      sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {PRESETS.map((preset) => {
        const from = indiaDayBefore(now, preset.days);
        const pressed = filters.from === from && !filters.to;
        const choose = () => {
          const { from: _from, to: _to, ...rest } = filters;
          setFilters(pressed ? rest : { ...rest, from }, { ...displayedFilters, from: true, to: true });
        };
        return (
          <Chip
            key={preset.label}
            label={preset.label}
            size="small"
            clickable
            onClick={choose}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            title={`From ${formatDay(from)} to today (India time)`}
          />
        );
      })}
    </Stack>
  );
}
