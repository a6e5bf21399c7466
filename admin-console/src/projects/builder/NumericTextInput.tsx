import { TextInput, type TextInputProps, type Validator } from 'react-admin';
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
 */
export function NumericTextInput({
  maxLength,
  wholeNumber = false,
  validate,
  slotProps,
  ...props
}: NumericTextInputProps) {
  const rules: Validator[] = Array.isArray(validate) ? validate : validate ? [validate] : [];
  return (
    <TextInput
      {...props}
      validate={rules}
      parse={(value: string) => clean(value ?? '', maxLength, wholeNumber)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: wholeNumber ? 'numeric' : 'decimal', autoComplete: 'off' } }}
    />
  );
}
