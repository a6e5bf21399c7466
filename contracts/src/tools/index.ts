export * from './emi.ts';
export * from './currency.ts';
