import { Box } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { HindiFaqsInput } from '../HindiInputs.tsx';
import { StepSection } from './FieldGrid.tsx';

/** The project's own FAQs (and their optional Hindi version), and the awards it has won. */
export function FaqsStep() {
  return (
    <Box>
      <StepSection title="FAQs">
        <ArrayInput source="faqs" label={false}>
          <SimpleFormIterator disableClear fullWidth>
            <TextInput source="question" label="Question" fullWidth />
            <TextInput source="answer" label="Answer" multiline minRows={2} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </StepSection>
      <StepSection title="FAQs in Hindi (optional)">
        <HindiFaqsInput />
      </StepSection>
      <StepSection title="Awards">
        <ArrayInput source="awards" label={false}>
          <SimpleFormIterator inline disableClear>
            <TextInput source="name" label="Award" sx={{ minWidth: { xs: 220, sm: 360 } }} />
          </SimpleFormIterator>
        </ArrayInput>
      </StepSection>
    </Box>
  );
}
