import type { FormEventHandler } from 'react';
import { parseNumericInput, type NumericInputOptions } from '@aangan/contracts/browser';

/**
 * Spec §5 numeric inputs, as the visitor types: anything but digits and one decimal point is dropped
 * ('₹6,50,000' becomes '650000'), cut to `maxLength`; `uppercase` for code-like boxes.
 */
export const numericInput =
  (options: NumericInputOptions = {}): FormEventHandler<HTMLInputElement> =>
  (event) => {
    const input = event.currentTarget;
    const cleaned = parseNumericInput(input.value, options);
    if (cleaned !== input.value) input.value = cleaned;
  };
