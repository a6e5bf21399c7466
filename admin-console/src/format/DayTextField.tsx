import { TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import { dayFromTyped, formatDay, maskTypedDay } from './indiaDates.ts';

/** yyyy-mm-dd as the box shows it (dd-mm-yyyy); nothing as an empty box. */
const shownDay = (day: string): string => (day ? formatDay(day) : '');

export const TYPED_DAY_ERROR = 'Enter a date as dd-mm-yyyy';

/**
 * A day typed as the spec writes dates (dd-mm-yyyy), whatever the browser's own date format (the
 * native date box shows mm/dd/yyyy in many). The hyphens come as one types. `onChange` hears the day
 * as yyyy-mm-dd once it is whole and real, '' when the box is emptied, and null while what is typed
 * names no day (the box then says how to write one).
 */
export function DayTextField({
  value,
  onChange,
  onBlur,
  label,
  id,
  helperText,
  error,
  size,
  fullWidth,
  sx,
}: {
  value: string;
  onChange: (day: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  label: string;
  id?: string;
  helperText?: string | undefined;
  error?: string | undefined;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState(shownDay(value));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    // Set from outside (saved, cleared by "Clear filters"): show that day, unless the box already says it.
    setText((current) => ((dayFromTyped(current) ?? '') === value ? current : shownDay(value)));
  }, [value]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = maskTypedDay(event.target.value);
    setText(typed);
    onChange(typed.trim() === '' ? '' : dayFromTyped(typed));
  };
  // A day still being typed is not wrong yet: it is said once the box is left, or once it is long enough.
  const invalid = text.trim() !== '' && dayFromTyped(text) === null && (touched || text.length >= 10);
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={change}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        onBlur?.(event);
      }}
      size={size}
      fullWidth={fullWidth}
      placeholder="dd-mm-yyyy"
      error={invalid || Boolean(error)}
      helperText={error ?? (invalid ? TYPED_DAY_ERROR : (helperText ?? ' '))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        inputLabel: { shrink: true },
      }}
      sx={sx}
    />
  );
}
