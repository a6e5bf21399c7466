/**
 * What an EMI is computed with when nothing else is given (a module of its own: a page that only
 * fills in the calculator's first values does not load the formula).
 */

/** A typical home-loan rate and term in India. */
export const DEFAULT_EMI_RATE_PERCENT = 8.5;
export const DEFAULT_EMI_TENURE_MONTHS = 20 * 12;
/** Banks lend up to 80% of a home's price; the calculator starts there. */
export const DEFAULT_LOAN_PERCENT = 80;
