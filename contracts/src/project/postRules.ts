import type { FieldError } from '../errors.ts';
import { DEVELOPER_RATING_MAX, DEVELOPER_RATING_MIN, MAX_HIGHLIGHT_TAGS, MAX_PROJECT_RATING } from '../constants.ts';
import { isSubTypeOf } from '../enumValues.ts';
import { PROJECT_FIELD_MESSAGES, PROJECT_POST_MESSAGES, UNIT_MESSAGES } from './messages.ts';
import type { ProjectFields } from './schemas.ts';
import { bighaKnown, validateUnit } from './unitRules.ts';

const isBlank = (value: string | undefined): boolean => !value?.trim();

// The description is rich text: '<p><br></p>' is as empty as ''.
const isBlankRichText = (value: string | undefined): boolean =>
  isBlank(value?.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/gi, ' '));

/**
 * Everything that keeps a project from being posted, in the order the admin form checks it (the
 * first entry is the toast shown). Paths name the field; unit failures are 'units.{index}.{field}'.
 */
export const validateProjectForPost = (fields: ProjectFields): FieldError[] => {
  const errors: FieldError[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });
  const m = PROJECT_POST_MESSAGES;

  if (!fields.projectType) fail('projectType', m.projectTypeMissing);
  if (!fields.projectSubType) fail('projectSubType', m.subTypeMissing);
  else if (fields.projectType && !isSubTypeOf(fields.projectType, fields.projectSubType))
    fail('projectSubType', m.subTypeMismatch);
  if (isBlank(fields.city)) fail('city', m.cityMissing);
  if (isBlank(fields.projectTitle)) fail('projectTitle', m.titleMissing);
  if (isBlank(fields.locality)) fail('locality', m.localityMissing);
  if (!fields.projectArea || !(fields.projectArea.areaSize > 0)) fail('projectArea', m.sizeMissing);
  else if (!bighaKnown(fields.projectArea.areaUnit, fields.state)) fail('projectArea', UNIT_MESSAGES.noBighaHere);

  if (!fields.units?.length) fail('units', m.unitsMissing);
  fields.units?.forEach((unit, index) => {
    for (const error of validateUnit(unit, fields)) fail(`units.${index}.${error.path}`, error.message);
  });

  if (isBlank(fields.coverImage) && !fields.photos?.some((photo) => !isBlank(photo)))
    fail('coverImage', m.imageMissing);
  if (!fields.highlightTags?.length) fail('highlightTags', m.highlightsMissing);
  else if (fields.highlightTags.length > MAX_HIGHLIGHT_TAGS) fail('highlightTags', PROJECT_FIELD_MESSAGES.tooManyTags);
  if (isBlankRichText(fields.description)) fail('description', m.descriptionMissing);
  if (!fields.launchDate) fail('launchDate', m.launchMissing);
  if (!fields.possessionStatus) fail('possessionStatus', m.possessionMissing);
  // A finished project says when it was built; one still being built says when it will be handed over instead.
  else if (fields.possessionStatus === 'Ready to Move' && !fields.builtDate) fail('builtDate', m.builtMissing);
  if (!fields.amenities?.length && !fields.landAmenities?.length) fail('amenities', m.amenitiesMissing);
  if (isBlank(fields.placeName)) fail('placeName', m.placeMissing);
  else if (fields.latitude === undefined || fields.longitude === undefined) fail('latitude', m.positionMissing);

  if (fields.projectRating !== undefined && fields.projectRating > MAX_PROJECT_RATING) {
    fail('projectRating', PROJECT_FIELD_MESSAGES.ratingAboveMax);
  }
  const developerRating = fields.developer?.rating;
  if (
    developerRating !== undefined &&
    !(developerRating >= DEVELOPER_RATING_MIN && developerRating <= DEVELOPER_RATING_MAX)
  ) {
    fail('developer.rating', PROJECT_FIELD_MESSAGES.developerRating);
  }
  return errors;
};
