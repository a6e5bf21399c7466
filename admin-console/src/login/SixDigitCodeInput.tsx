import { TextInput, regex, required, type TextInputProps } from 'react-admin';
import { numericText } from '../format/numericText.ts';

/** Digits only as they are typed or pasted (spec §5): "123 456" from an app becomes "123456". */
const codeText = numericText({ maxLength: 6 });

/** Six digits, as typed or pasted ("123 456" is how many apps show them). */
const SIX_DIGITS = /^\s*\d{3} ?\d{3}\s*$/;

/** The code as the API wants it: the digits only. */
export const codeDigits = (value: string | undefined): string => (value ?? '').replace(/\s+/g, '');

/**
 * A 6-digit one-time code (authenticator app or emailed OTP): a numeric keypad on phones, the
 * browser's one-time-code autofill, and its errors shown under the field.
 */
export function SixDigitCodeInput({
  invalidMessage = 'Enter the 6-digit code from your authenticator app',
  ...props
}: TextInputProps & { invalidMessage?: string }) {
  return (
    <TextInput
      autoComplete="one-time-code"
      validate={[required(), regex(SIX_DIGITS, invalidMessage)]}
      parse={codeText}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false, autoCapitalize: 'off' } }}
      {...props}
    />
  );
}
