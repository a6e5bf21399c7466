import { z } from 'zod';
import { DEVELOPER_RATING_MAX, DEVELOPER_RATING_MIN, MAX_HIGHLIGHT_TAGS, MAX_PROJECT_RATING } from '../constants.ts';
import {
  AMENITIES,
  LAND_AMENITIES,
  NEARBY_PLACE_CATEGORIES,
  amenitySchema,
  highlightTagSchema,
  landAmenitySchema,
  nearbyPlaceCategorySchema,
  possessionStatusSchema,
  projectSubTypeSchema,
  projectTypeSchema,
  reraProjectStatusSchema,
  DEDICATED_ROOMS,
  dedicatedRoomSchema,
  flooringTypeSchema,
  furnishingStatusSchema,
  plotDimensionUnitSchema,
  openSidesSchema,
  pantryTypeSchema,
  washroomTypeSchema,
} from '../enums.ts';
import { httpsUrlSchema, isoDateSchema, mediaRefSchema, monthOrDateSchema, trimmedText } from '../fieldSchemas.ts';
import { areaSchema, requiredUnitAreaSchema, unitAreaSchema } from './area.ts';
import { INVALID_UNIT_NUMBER_MESSAGE, PROJECT_FIELD_MESSAGES, UNIT_MESSAGES } from './messages.ts';
import { UNIT_ID_PATTERN } from './unitId.ts';
import { validateCustomUrl } from './url.ts';

export const customUrlSchema = z
  .string()
  .trim()
  .superRefine((url, ctx) => {
    const message = validateCustomUrl(url);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Rupees, never negative. */
export const priceSchema = z.number({ error: INVALID_UNIT_NUMBER_MESSAGE }).min(0, INVALID_UNIT_NUMBER_MESSAGE);

/** Bedrooms: 0 is a Studio. Bathrooms: 0 is a Shared bathroom. */
const roomCountSchema = z
  .int({ error: 'Must be a whole number' })
  .min(0, 'Must be 0 or more')
  .max(20, 'Must be at most 20');

/** One unit configuration of a project (e.g. '3 BHK, 1450 sq ft, Tower B'); prices are rupees. */
export const unitSchema = z.strictObject({
  unitId: z.string().regex(UNIT_ID_PATTERN, 'Invalid unit id').optional(),
  unitTitle: trimmedText(120).min(1, UNIT_MESSAGES.titleMissing),
  bedroomCount: roomCountSchema.optional(),
  bathroomCount: roomCountSchema.optional(),
  primaryArea: requiredUnitAreaSchema(UNIT_MESSAGES.sizeMissing),
  secondaryArea: unitAreaSchema.optional(),
  tertiaryArea: unitAreaSchema.optional(),
  salePrice: priceSchema.optional(),
  minPrice: priceSchema.optional(),
  maxPrice: priceSchema.optional(),
  plotMinPrice: priceSchema.optional(),
  plotMaxPrice: priceSchema.optional(),
  plotSalePrice: priceSchema.optional(),
  plotAreaLength: z.number({ error: INVALID_UNIT_NUMBER_MESSAGE }).positive(INVALID_UNIT_NUMBER_MESSAGE).optional(),
  plotAreaBreadth: z.number({ error: INVALID_UNIT_NUMBER_MESSAGE }).positive(INVALID_UNIT_NUMBER_MESSAGE).optional(),
  plotDimensionUnit: plotDimensionUnitSchema.optional(),
  furnishingStatus: furnishingStatusSchema.optional(),
  pantryType: pantryTypeSchema.optional(),
  washroomType: washroomTypeSchema.optional(),
  flooring: flooringTypeSchema.optional(),
  openSides: openSidesSchema.optional(),
  boundaryWallsMade: z.boolean().optional(),
  dedicatedRooms: z.array(dedicatedRoomSchema).max(DEDICATED_ROOMS.length).optional(),
  floorPlanUrl: mediaRefSchema.optional(),
  unitCount: z
    .int({ error: UNIT_MESSAGES.unitCountInvalid })
    .min(1, UNIT_MESSAGES.unitCountInvalid)
    .max(100_000)
    .default(1),
});
export type Unit = z.infer<typeof unitSchema>;
export type UnitInput = z.input<typeof unitSchema>;

/** One RERA registration of the project (a project may be registered in phases). */
export const reraDetailSchema = z
  .strictObject({
    projectReraId: trimmedText(100).min(1, 'RERA ID is missing'),
    reraProjectName: trimmedText(200).optional(),
    reraProjectType: trimmedText(100).optional(),
    projectStatus: reraProjectStatusSchema.optional(),
    projectStartDate: isoDateSchema.optional(),
    projectCompletionDate: isoDateSchema.optional(),
    projectTotalArea: areaSchema.optional(),
    sanctioningAuthority: trimmedText(200).optional(),
    reraExternalLink: httpsUrlSchema.optional(),
    projectDocuments: z.array(mediaRefSchema).max(50).optional(),
  })
  .refine(
    // yyyy-mm-dd strings order the same way as the dates they name.
    (rera) =>
      !rera.projectStartDate || !rera.projectCompletionDate || rera.projectStartDate <= rera.projectCompletionDate,
    { message: PROJECT_FIELD_MESSAGES.completionBeforeStart, path: ['projectCompletionDate'] },
  );
export type ReraDetail = z.infer<typeof reraDetailSchema>;

export const developerSchema = z.strictObject({
  name: trimmedText(200).min(1, 'Developer name is missing'),
  sinceYear: z
    .int({ error: 'Enter a year such as 1998' })
    .min(1800, 'Enter a year such as 1998')
    .max(2100, 'Enter a year such as 1998')
    .optional(),
  rating: z
    .number({ error: PROJECT_FIELD_MESSAGES.developerRating })
    .min(DEVELOPER_RATING_MIN, PROJECT_FIELD_MESSAGES.developerRating)
    .max(DEVELOPER_RATING_MAX, PROJECT_FIELD_MESSAGES.developerRating)
    .optional(),
  logoUrl: mediaRefSchema.optional(),
  about: trimmedText(5000).optional(),
  totalProjects: z.int().min(0).max(100_000).optional(),
  experienceYears: z.int().min(0).max(300).optional(),
});
export type Developer = z.infer<typeof developerSchema>;

export const faqSchema = z.strictObject({
  question: trimmedText(500).min(1, 'Question is missing'),
  answer: trimmedText(5000).min(1, 'Answer is missing'),
});
export type Faq = z.infer<typeof faqSchema>;

export const nearbyPlaceSchema = z.strictObject({
  category: nearbyPlaceCategorySchema,
  name: trimmedText(200).min(1, 'Place name is missing'),
  distanceKm: z.number().min(0).max(1000).optional(),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

/** The rules of the texts a project has in English and, optionally, in Hindi: one rule for both languages. */
const projectTitleSchema = trimmedText(200);
const descriptionSchema = trimmedText(50_000);
const highlightTagsSchema = z.array(highlightTagSchema).max(MAX_HIGHLIGHT_TAGS, PROJECT_FIELD_MESSAGES.tooManyTags);
/** A highlight tag's text for the page, by the tag it says (the tags themselves are a fixed list). */
const highlightTagTextsSchema = z.partialRecord(highlightTagSchema, trimmedText(100));
const faqsSchema = z.array(faqSchema).max(100);

/**
 * Everything an admin can fill in for a project. Every field is optional because a draft may hold
 * any part of it; what a posted project must have is checked by validateProjectForPost. Text may
 * be empty (a cleared input); enumerated fields are omitted rather than sent empty.
 */
export const projectFieldsSchema = z.strictObject({
  projectType: projectTypeSchema.optional(),
  projectSubType: projectSubTypeSchema.optional(),
  city: trimmedText(100).optional(),
  state: trimmedText(100).optional(),
  locality: trimmedText(200).optional(),
  projectTitle: projectTitleSchema.optional(),
  projectArea: areaSchema.optional(),
  projectRating: z
    .number({ error: 'Rating must be a number' })
    .min(0, PROJECT_FIELD_MESSAGES.ratingNegative)
    .max(MAX_PROJECT_RATING, PROJECT_FIELD_MESSAGES.ratingAboveMax)
    .optional(),
  highlightTags: highlightTagsSchema.optional(),
  description: descriptionSchema.optional(),
  metaTitle: trimmedText(300).optional(),
  metaDescription: trimmedText(1000).optional(),
  customProjectUrl: customUrlSchema.optional(),
  coverImage: mediaRefSchema.optional(),
  photos: z.array(mediaRefSchema).max(100).optional(),
  videos: z.array(mediaRefSchema).max(20).optional(),
  brochureUrl: mediaRefSchema.optional(),
  qrCodeUrl: mediaRefSchema.optional(),
  amenities: z.array(amenitySchema).max(AMENITIES.length).optional(),
  landAmenities: z.array(landAmenitySchema).max(LAND_AMENITIES.length).optional(),
  nearbyPlaces: z
    .array(nearbyPlaceSchema)
    .max(NEARBY_PLACE_CATEGORIES.length * 10)
    .optional(),
  launchDate: monthOrDateSchema.optional(),
  builtDate: monthOrDateSchema.optional(),
  possessionStatus: possessionStatusSchema.optional(),
  proposedPossessionDate: monthOrDateSchema.optional(),
  numberOfUnits: z.int().min(0).max(1_000_000).optional(),
  towers: z.int().min(0).max(1000).optional(),
  floors: z.int().min(0).max(500).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** The building's name as picked from the map's place dropdown. */
  placeName: trimmedText(300).optional(),
  awards: z.array(trimmedText(200)).max(50).optional(),
  reraDetails: z.array(reraDetailSchema).max(20).optional(),
  developer: developerSchema.optional(),
  faqs: faqsSchema.optional(),
  units: z.array(unitSchema).max(500).optional(),
  hindiProjectTitle: projectTitleSchema.optional(),
  hindiDescription: descriptionSchema.optional(),
  hindiHighlightTags: highlightTagTextsSchema.optional(),
  hindiFaqs: faqsSchema.optional(),
});
export type ProjectFields = z.infer<typeof projectFieldsSchema>;
export type ProjectFieldsInput = z.input<typeof projectFieldsSchema>;
