import { DEVELOPER_RATING_MAX, DEVELOPER_RATING_MIN } from '../constants.ts';

/**
 * Every message a project's rules give, in the spec's words where it has them. Zod-free: the API,
 * the console and the public site import them from here and nowhere else.
 */

/** The spec's wording for a unit size or price that is not a usable number. */
export const INVALID_UNIT_NUMBER_MESSAGE = 'Invalid unitSize or price';

export const PROJECT_FIELD_MESSAGES = {
  tooManyTags: 'You can select up to 5 tags only',
  ratingAboveMax: 'Max. rating is 10 only',
  ratingNegative: 'Rating cannot be negative',
  developerRating: `Developer rating must be between ${DEVELOPER_RATING_MIN} and ${DEVELOPER_RATING_MAX}`,
  completionBeforeStart: 'Project completion date cannot be before its start date',
} as const;

export const PROJECT_POST_MESSAGES = {
  projectTypeMissing: 'Project Type is missing',
  subTypeMissing: 'Sub Type is missing',
  subTypeMismatch: 'Sub Type does not belong to the selected Project Type',
  cityMissing: 'City is missing',
  titleMissing: 'Project/Building Name is missing',
  localityMissing: 'Locality is missing',
  sizeMissing: 'Project Size is missing',
  unitsMissing: 'Please add at least one unit',
  imageMissing: 'Please Upload at least one image',
  highlightsMissing: 'Project Highlights is missing',
  descriptionMissing: 'Project description is missing',
  placeMissing: 'Please select project/building from google dropdown list',
  /** A place is picked but the pin is not set (a locality with no known position): our map, not Google's. */
  positionMissing: 'Set the project’s position: click the map on the Location step, or type the latitude and longitude',
  launchMissing: 'Launch Month is missing',
  builtMissing: 'Built Month is missing',
  possessionMissing: 'Possession Status is missing',
  amenitiesMissing: 'Amenities is missing',
} as const;

export const UNIT_MESSAGES = {
  titleMissing: 'Unit Title is missing',
  bedroomsMissing: 'Number of Bedrooms is missing',
  bathroomsMissing: 'Number of Bathrooms is missing',
  sizeMissing: 'Unit Size is missing',
  sizeAboveProject: 'Unit Size should not be greater than Project Size',
  invalidNumber: INVALID_UNIT_NUMBER_MESSAGE,
  invalidAreaUnit: 'Invalid area unit',
  /** A size in bighas for a project in a state whose land records keep no bigha (there is no national one). */
  noBighaHere: 'The bigha is not a measure in this state: please give the size in acres or square feet',
  minAboveMax: 'Minimum Price cannot exceed Maximum Price',
  plotMinAboveMax: 'Minimum Plot Price cannot exceed Maximum Plot Price',
  unitCountInvalid: 'Unit count must be a whole number of at least 1',
  alreadyExists: 'Unit Already Exists We Edit Unit Count Only',
  builtUpMissing: 'Built-up Area is missing',
  superBuiltUpMissing: 'Super Built-up Area is missing',
} as const;

export const CUSTOM_URL_MESSAGES = {
  hyphens: 'The URL cannot start, end, or contain consecutive hyphens.',
  // The wording says 50 while the check allows CUSTOM_URL_MAX_LENGTH (120): both are the product's
  // published behaviour, so they are kept exactly as they are.
  tooLong: 'The URL cannot be longer than 50 characters.',
  characters: 'The URL can only contain lowercase letters, numbers and hyphens.',
} as const;

/** What the API answers when a project command succeeds (spec §8 where it has the words). */
export const PROJECT_COMMAND_MESSAGES = {
  draftSaved: 'Draft saved successfully',
  posted: 'Project posted successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  restored: 'Project restored successfully',
  reverted: (revision: number) => `Restored revision ${revision}`,
} as const;
