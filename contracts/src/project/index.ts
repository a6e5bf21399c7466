/** A project: its field schemas, events, API payloads and read model, with its zod-free messages and rules. */
export * from './browser.ts';
export * from './area.ts';
export * from './geoCells.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './api.ts';
export { optionalNumber } from './queryParams.ts';
export * from './searchApi.ts';
export * from './projectCommandApi.ts';
export * from './adminProject.ts';
export * from './searchMapApi.ts';
export * from './responses.ts';
export * from './shortlistApi.ts';
export * from './compareApi.ts';
export * from './placeSearchApi.ts';
