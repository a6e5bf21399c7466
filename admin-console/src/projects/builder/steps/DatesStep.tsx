import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { POSSESSION_STATUSES } from '@aangan/contracts';
import { useBuilder } from '../builderContext.ts';
import { NumericTextInput } from '../NumericTextInput.tsx';
import { FieldGrid, StepSection } from './FieldGrid.tsx';

// A month box shows 'yyyy-mm'; a stored precise day ('yyyy-mm-dd') is shown as its month and kept unless changed.
const asMonth = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 7) : '');
const MONTH_PROPS = {
  type: 'month',
  format: asMonth,
  slotProps: { inputLabel: { shrink: true }, htmlInput: { placeholder: 'yyyy-mm' } },
} as const;

/** Dates and possession, then the counts of units, towers and floors. */
export function DatesStep() {
  const { readOnly } = useBuilder();
  return (
    <Box>
      <StepSection title="Dates and possession">
        <FieldGrid>
          <TextInput source="launchDate" label="Launch month" readOnly={readOnly} fullWidth {...MONTH_PROPS} />
          <TextInput source="builtDate" label="Built month" readOnly={readOnly} fullWidth {...MONTH_PROPS} />
          <SelectInput
            source="possessionStatus"
            label="Possession status"
            choices={POSSESSION_STATUSES.map((status) => ({ id: status, name: status }))}
            readOnly={readOnly}
            fullWidth
          />
          <TextInput
            source="proposedPossessionDate"
            label="Proposed possession month"
            readOnly={readOnly}
            fullWidth
            {...MONTH_PROPS}
          />
        </FieldGrid>
      </StepSection>
      <StepSection title="Counts">
        <FieldGrid>
          <NumericTextInput
            source="numberOfUnits"
            label="Number of units"
            wholeNumber
            maxLength={7}
            readOnly={readOnly}
            fullWidth
          />
          <NumericTextInput source="towers" label="Towers" wholeNumber maxLength={4} readOnly={readOnly} fullWidth />
          <NumericTextInput source="floors" label="Floors" wholeNumber maxLength={3} readOnly={readOnly} fullWidth />
        </FieldGrid>
      </StepSection>
    </Box>
  );
}
