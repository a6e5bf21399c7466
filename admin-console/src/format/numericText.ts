import { parseNumericInput, type NumericInputOptions } from '@aangan/contracts/browser';

/**
 * Spec §5 numeric inputs for the console's text boxes: what is typed or pasted keeps only digits and
 * one decimal point, cut to `maxLength`; `uppercase` for code-like values such as RERA registrations.
 * The same rule as the public site's, from the one helper in contracts.
 */
export const numericText =
  (options: NumericInputOptions = {}) =>
  (value: string | null | undefined): string =>
    parseNumericInput(value ?? '', options);
