import { TextField } from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import { dayFromTyped, formatDay } from '../format/indiaDates.ts';

/** yyyy-mm-dd as the box shows it (dd-mm-yyyy); nothing as an empty box. */
const shownDay = (day: string): string => (day ? formatDay(day) : '');

/**
 * A day typed as the spec writes dates (dd-mm-yyyy) for a list filter that sends yyyy-mm-dd. The
 * browser's own date box would show the browser's format (mm/dd/yyyy in many); the filter changes
 * only once the typed day is whole and real, so a half-typed day never reaches the API.
 */
export function DayFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { field, id } = useInput({ source });
  const stored = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(shownDay(stored));
  useEffect(() => {
    // Cleared or set from outside (the "Clear filters" button): show what the filter holds, unless the
    // box already says that day. A change of the filter resets the box, a keystroke does not.
    setText((current) => ((dayFromTyped(current) ?? '') === stored ? current : shownDay(stored)));
  }, [stored]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    if (typed.trim() === '') field.onChange('');
    else {
      const day = dayFromTyped(typed);
      if (day) field.onChange(day);
    }
  };
  const invalid = text.trim() !== '' && dayFromTyped(text) === null;
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={change}
      onBlur={field.onBlur}
      size="small"
      placeholder="dd-mm-yyyy"
      error={invalid}
      helperText={invalid ? 'Enter a date as dd-mm-yyyy' : ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ width: '11rem' }}
    />
  );
}
