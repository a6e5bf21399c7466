import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { parseNumericInput } from '@aangan/contracts/browser';

interface NumericTextInputProps extends Omit<TextInputProps, 'parse' | 'type'> {
  /** Longest text the box keeps (spec §5 "optional max length"). */
  maxLength?: number;
  /** Counts and years: the decimal point is dropped too. */
  wholeNumber?: boolean;
}

const clean = (value: string, maxLength: number | undefined, wholeNumber: boolean): string => {
  const cleaned = parseNumericInput(value, maxLength === undefined ? {} : { maxLength });
  return wholeNumber ? cleaned.replace('.', '') : cleaned;
};

/**
 * A number box as spec §5 has it: anything but digits and one decimal point is dropped as it is
 * typed ('₹1,25,000' becomes '125000'). The form keeps the text; the save turns it into a number.
 * A text box rather than type=number, which would drop '12.' and show spinners on phones.
 * Its rules are checked when the box is left (not only on Save), and again as it is corrected.
 */
export function NumericTextInput({
  maxLength,
  wholeNumber = false,
  validate,
  slotProps,
  onBlur,
  onChange,
  ...props
}: NumericTextInputProps) {
  const rules: Validator[] = Array.isArray(validate) ? validate : validate ? [validate] : [];
  const { trigger, getFieldState } = useFormContext();
  const check = () => {
    if (rules.length) void trigger(props.source);
  };
  return (
    <TextInput
      {...props}
      validate={rules}
      parse={(value: string) => clean(value ?? '', maxLength, wholeNumber)}
      onBlur={(event) => {
        onBlur?.(event);
        check();
      }}
      onChange={(event) => {
        onChange?.(event);
        if (getFieldState(props.source).error) check();
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: wholeNumber ? 'numeric' : 'decimal', autoComplete: 'off' } }}
    />
  );
}
