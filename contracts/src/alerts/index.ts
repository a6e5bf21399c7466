export * from './alertRules.ts';
export * from './alertApi.ts';
export type * from './alertModels.ts';
