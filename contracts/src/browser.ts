/**
 * What the browser bundles use: formatting, links, a few enumerations and their display names,
 * without zod. Everything here is also exported from the package root.
 */
export * from './format.ts';
export { formatIndianNumber } from './indianNumbers.ts';
export * from './indianNumberForms.ts';
export * from './isRecord.ts';
export * from './enumValues.ts';
export * from './enumLabels.ts';
export type { ProjectCard, ProjectSearchResponse, SearchRelaxation, SearchRelaxationKey } from './project/searchApi.ts';
export type { MapPin, MapCluster, SearchMap } from './project/searchMapApi.ts';
export type { SearchSort, ProjectType, Amenity, LandAmenity, NearbyPlaceCategory } from './enums.ts';
export type { Area, UnitArea } from './project/area.ts';
export * from './project/browser.ts';
export * from './tools/index.ts';
export * from './leads/leadForms.ts';
export * from './events/leadLabels.ts';
export type { FieldError } from './errors.ts';
export * from './audit/diff.ts';
export * from './audit/projectDiff.ts';
export * from './audit/auditEntry.ts';
export * from './constants.ts';
export * from './uploadMessages.ts';
export * from './content/articleMessages.ts';
export type {
  ArticleListPage,
  ArticleSummary,
  ArticleView,
  SeoMeta,
  SiteFaq,
  Testimonial,
} from './api/siteContentResponses.ts';
export * from './site/publicPages.ts';
export * from './site/demoArt.ts';
export * from './project/landSubTypes.ts';
export * from './alerts/alertRules.ts';
export type * from './alerts/alertModels.ts';
export type { AlertItem, AlertTopic } from './events/alertEvents.ts';
export type { AlertOverview, AlertTopicRow } from './alerts/alertApi.ts';
export * from './i18n/locales.ts';
export * from './i18n/glossary.ts';
