import { Box } from '@mui/material';
import { FileListInput } from '../FileListInput.tsx';
import { FileUploadInput } from '../FileUploadInput.tsx';
import { PhotosInput } from '../PhotosInput.tsx';
import { StepSection } from './FieldGrid.tsx';

/** Media: photos with the cover, videos, the brochure and the QR code, each uploaded at once. */
export function MediaStep() {
  return (
    <Box>
      <PhotosInput />
      <FileListInput source="videos" label="Videos" kind="video" />
      <StepSection title="Brochure and QR code">
        <FileUploadInput
          source="brochureUrl"
          label="Brochure (PDF)"
          kind="pdf"
          helperText="Visitors download it after the contact form."
        />
        <FileUploadInput
          source="qrCodeUrl"
          label="QR code"
          kind="image"
          helperText="The RERA QR code image, if the project has one."
        />
      </StepSection>
    </Box>
  );
}
