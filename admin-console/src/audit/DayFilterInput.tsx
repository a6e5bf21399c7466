import { TextField } from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import { formatDay } from '../format/indiaDates.ts';

const TYPED_DAY = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** 'd-m-yyyy' → 'yyyy-mm-dd' when it names a real day, else null. */
export const dayFromTyped = (text: string): string | null => {
  const parts = TYPED_DAY.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${parts[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * A day typed as the spec writes dates (dd-mm-yyyy) for a list filter that sends yyyy-mm-dd. The
 * browser's own date box would show the browser's format (mm/dd/yyyy in many); the filter changes
 * only once the typed day is whole and real, so a half-typed day never reaches the API.
 */
export function DayFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { field, id } = useInput({ source });
  const stored = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(stored ? formatDay(stored) : '');
  useEffect(() => {
    // Cleared or set from outside (the "Clear filters" button): show what the filter holds.
    if ((dayFromTyped(text) ?? '') !== stored) setText(stored ? formatDay(stored) : '');
    // Only a change of the filter itself resets the box, not each keystroke.
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
