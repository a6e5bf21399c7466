import { describe, expect, it } from 'vitest';
import { describeBytes } from './format.ts';
import { UPLOAD_MESSAGES } from './uploadMessages.ts';

describe('upload messages', () => {
  it('write sizes for people', () => {
    expect(describeBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(describeBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(describeBytes(512 * 1024)).toBe('512 KB');
  });

  it('state the limits the uploads are held to', () => {
    expect(UPLOAD_MESSAGES.resume.tooLarge).toBe('Please upload a résumé of at most 5 MB.');
    expect(UPLOAD_MESSAGES.image.tooLarge).toBe('Image Upload Error: the image is larger than 10 MB');
    expect(UPLOAD_MESSAGES.video.tooLarge).toBe('Failed to update video URL. The video is larger than 200 MB.');
    expect(UPLOAD_MESSAGES.brochure.tooLarge).toBe('Error uploading brochure: the brochure is larger than 20 MB');
    expect(UPLOAD_MESSAGES.image.tooManyPixels).toBe(
      'Image Upload Error: the image has more than 40 megapixels; please make it smaller',
    );
  });

  it("quote the spec's messages exactly", () => {
    expect([
      UPLOAD_MESSAGES.image.failed,
      UPLOAD_MESSAGES.video.failed,
      UPLOAD_MESSAGES.brochure.failed,
      UPLOAD_MESSAGES.malformed,
      UPLOAD_MESSAGES.pdfOnly,
      UPLOAD_MESSAGES.resume.missing,
      UPLOAD_MESSAGES.image.uploaded,
      UPLOAD_MESSAGES.brochure.uploaded,
      UPLOAD_MESSAGES.image.removed,
    ]).toEqual([
      'Failed to upload image',
      'Failed to update video URL.',
      'Error uploading brochure',
      'Error uploading file. Please try again.',
      'Please select a PDF file.',
      'Please upload your resume.',
      'Image uploaded successfully!',
      'Brochure uploaded successfully',
      'Image Deleted Successfully',
    ]);
    expect(UPLOAD_MESSAGES.image.wrongType.startsWith('Image Upload Error')).toBe(true);
  });
});
