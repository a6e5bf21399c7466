import { IMAGE_MAX_PIXELS, UPLOAD_LIMITS } from './constants.ts';
import { describeBytes } from './format.ts';

/**
 * Every message about an uploaded file, in one place: the API answers with them, the console and the
 * site say them before a file is sent or when no answer came. Spec §8 quotes the failures ('Failed to
 * upload image', 'Image Upload Error', ...) and the successes ('Image uploaded successfully!', ...).
 */

/** What each kind of upload accepts, in words. */
export const FILE_KIND_NAMES = {
  image: 'JPG, PNG, GIF or WebP images',
  video: 'MP4, MPEG or MOV videos',
  pdf: 'PDF files',
} as const;

const IMAGE_ERROR = 'Image Upload Error';
const VIDEO_FAILED = 'Failed to update video URL.';
const BROCHURE_FAILED = 'Error uploading brochure';
const PDF_ONLY = 'Please select a PDF file.';

export const UPLOAD_MESSAGES = {
  image: {
    failed: 'Failed to upload image',
    uploaded: 'Image uploaded successfully!',
    missing: `${IMAGE_ERROR}: please choose an image to upload`,
    wrongType: `${IMAGE_ERROR}: only ${FILE_KIND_NAMES.image} are accepted`,
    tooLarge: `${IMAGE_ERROR}: the image is larger than ${describeBytes(UPLOAD_LIMITS.image)}`,
    unreadable: `${IMAGE_ERROR}: the image could not be read; please save it again as JPG or PNG`,
    tooManyPixels: `${IMAGE_ERROR}: the image has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels; please make it smaller`,
    busy: `${IMAGE_ERROR}: other images are being processed right now. Please try again in a minute.`,
    removed: 'Image Deleted Successfully',
    removalFailed: 'Error removing the image. Please try again.',
    notOurs: 'Only images uploaded to this site can be removed',
  },
  video: {
    failed: VIDEO_FAILED,
    uploaded: 'Video uploaded successfully!',
    missing: `${VIDEO_FAILED} Please choose a video to upload.`,
    wrongType: `${VIDEO_FAILED} Only ${FILE_KIND_NAMES.video} are accepted.`,
    tooLarge: `${VIDEO_FAILED} The video is larger than ${describeBytes(UPLOAD_LIMITS.video)}.`,
    removed: 'Video Deleted Successfully',
    removalFailed: 'Error removing the video. Please try again.',
    notOurs: 'Only videos uploaded to this site can be removed',
  },
  brochure: {
    failed: BROCHURE_FAILED,
    uploaded: 'Brochure uploaded successfully',
    missing: `${BROCHURE_FAILED}: please choose a PDF file to upload`,
    wrongType: `${BROCHURE_FAILED}: only ${FILE_KIND_NAMES.pdf} are accepted`,
    tooLarge: `${BROCHURE_FAILED}: the brochure is larger than ${describeBytes(UPLOAD_LIMITS.brochure)}`,
  },
  resume: {
    missing: 'Please upload your resume.',
    wrongType: PDF_ONLY,
    tooLarge: `Please upload a résumé of at most ${describeBytes(UPLOAD_LIMITS.resume)}.`,
  },
  /** A PDF picker given another kind of file. */
  pdfOnly: PDF_ONLY,
  /** No file in the request. */
  missing: 'Please choose a file to upload.',
  /** The request could not be read as an upload. */
  malformed: 'Error uploading file. Please try again.',
  fileRemovalFailed: 'Error removing the file. Please try again.',
} as const;
