import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useInput } from 'react-admin';
import { useBuilder } from './builderContext.ts';

interface SuggestTextInputProps {
  source: string;
  label: string;
  /** Suggestions for what is typed; fixed ones are offered even before the first request answers. */
  suggest(query: string): Promise<string[]>;
  fixedOptions?: readonly string[];
  onPicked?(value: string): void;
  helperText?: ReactNode;
}

// Long enough not to ask the API at every keystroke, short enough to feel immediate.
const SUGGEST_DELAY_MS = 250;

/** A text box that offers known values (cities, localities) and still takes any other. */
export function SuggestTextInput({
  source,
  label,
  suggest,
  fixedOptions = [],
  onPicked,
  helperText,
}: SuggestTextInputProps) {
  const { field, fieldState, formState, id } = useInput({ source });
  const { readOnly } = useBuilder();
  const value = typeof field.value === 'string' ? field.value : '';
  const [fetched, setFetched] = useState<string[]>([]);
  // `suggest` is a new function at each render of the parent: the typed text alone decides when to ask.
  const suggestionsFor = useEffectEvent((query: string) => suggest(query));

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      suggestionsFor(value).then(
        (options) => current && setFetched(options),
        () => current && setFetched([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [value]);

  const needle = value.trim().toLowerCase();
  const options = [
    ...new Set([...fixedOptions.filter((option) => !needle || option.toLowerCase().includes(needle)), ...fetched]),
  ];
  const error =
    fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;

  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={value}
      // The text is the value: no option stays "selected", so picking the option matching what was typed still counts.
      value={null}
      readOnly={readOnly}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset' || text) field.onChange(text);
      }}
      onChange={(_event, picked) => {
        if (typeof picked === 'string') {
          field.onChange(picked);
          onPicked?.(picked);
        }
      }}
      onBlur={field.onBlur}
      filterOptions={(all) => all}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          label={label}
          margin="dense"
          size="small"
          error={Boolean(error)}
          helperText={error ?? helperText ?? ' '}
        />
      )}
    />
  );
}
