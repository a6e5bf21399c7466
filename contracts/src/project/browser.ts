/** What browser code needs of a project, without zod: messages, rules, pricing, links and types. */
export * from './messages.ts';
export * from './unitId.ts';
export * from './unitRules.ts';
export * from './postRules.ts';
export * from './pricing.ts';
export * from './unitSummary.ts';
export * from './url.ts';
export * from './link.ts';
export * from './shortlist.ts';
export * from './searchText.ts';
export * from './compare.ts';
export type { SearchTextPart, SearchTextReading } from './searchApi.ts';
export type { MapTiles, PricePoint, PublicProject } from './responses.ts';
export type { ComparedProject } from './compareApi.ts';
export type { ShortlistChanges, ShortlistEntry } from './shortlistApi.ts';
export type {
  Unit,
  UnitInput,
  ProjectFields,
  ProjectFieldsInput,
  ReraDetail,
  Developer,
  Faq,
  NearbyPlace,
} from './schemas.ts';
