export * from './emiDefaults.ts';
export * from './emi.ts';
export * from './currency.ts';
