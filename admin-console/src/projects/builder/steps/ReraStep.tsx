import { Box, Typography } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { RERA_PROJECT_STATUSES } from '@aangan/contracts';
import { FileListInput } from '../FileListInput.tsx';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { AREA_UNIT_CHOICES } from './BasicsStep.tsx';
import { FieldGrid } from './FieldGrid.tsx';

const DATE_PROPS = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** RERA details: one entry per registration (a project may be registered in phases). */
export function ReraStep() {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Visitors see these after the contact form. Add one entry for each registration.
      </Typography>
      <ArrayInput source="reraDetails" label={false}>
        <SimpleFormIterator disableReordering disableClear fullWidth>
          <FieldGrid>
            <TextInput source="projectReraId" label="RERA ID" fullWidth />
            <TextInput source="reraProjectName" label="Project name as registered" fullWidth />
            <TextInput source="reraProjectType" label="Project type as registered" fullWidth />
            <SelectInput
              source="projectStatus"
              label="Status"
              choices={RERA_PROJECT_STATUSES.map((status) => ({ id: status, name: status }))}
              fullWidth
            />
            <TextInput source="projectStartDate" label="Start date" fullWidth {...DATE_PROPS} />
            <TextInput source="projectCompletionDate" label="Completion date" fullWidth {...DATE_PROPS} />
            <NumericTextInput source="projectTotalArea.areaSize" label="Total area" maxLength={12} fullWidth />
            <SelectInput source="projectTotalArea.areaUnit" label="Area unit" choices={AREA_UNIT_CHOICES} fullWidth />
            <TextInput source="sanctioningAuthority" label="Sanctioning authority" fullWidth />
            <TextInput
              source="reraExternalLink"
              label="Link on the RERA site (https)"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
            />
          </FieldGrid>
          <FileListInput source="projectDocuments" label="Project documents" kind="pdf" />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
