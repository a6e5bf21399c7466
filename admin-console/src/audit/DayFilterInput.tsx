import { useInput } from 'react-admin';
import { DayTextField } from '../format/DayTextField.tsx';

/**
 * A day typed as dd-mm-yyyy for a list filter that sends yyyy-mm-dd: the filter changes only once
 * the typed day is whole and real, so a half-typed day never reaches the API.
 */
export function DayFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { field, id } = useInput({ source });
  const stored = typeof field.value === 'string' ? field.value : '';
  return (
    <DayTextField
      id={id}
      label={label}
      value={stored}
      onChange={(day) => {
        if (day !== null) field.onChange(day);
      }}
      onBlur={field.onBlur}
      size="small"
      sx={{ width: '11rem' }}
    />
  );
}
