import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useId } from 'react';
import { Form, useNotify } from 'react-admin';
import type { Area, UnitContext } from '@aangan/contracts';
import { isLandSubType, type Unit } from '@aangan/contracts/browser';
import { toUnit, toUnitValues, unitErrors, type UnitValues } from './unitForm.ts';
import { UnitInputs, type UnitShape } from './UnitInputs.tsx';

interface UnitDialogProps {
  /** The unit being edited, or undefined for a new one. */
  unit: Unit | undefined;
  shape: UnitShape;
  /** What the unit is checked against (spec §5: residential rooms, not larger than the project). */
  project: UnitContext & { projectArea?: Area | undefined };
  onClose(): void;
  onSave(unit: Unit): void;
}

/**
 * One unit, added or edited on its own (spec §5: units are added one at a time). The contracts'
 * unit rules run when it is saved, each message under its field and the first as a toast.
 */
export function UnitDialog({ unit, shape, project, onClose, onSave }: UnitDialogProps) {
  const notify = useNotify();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const defaults = toUnitValues(unit, project.projectArea?.areaUnit, isLandSubType(project.projectSubType));

  const submit = (values: Record<string, unknown>) => {
    const candidate = toUnit(values as unknown as UnitValues, unit);
    const errors = unitErrors(candidate, project);
    const first = Object.values(errors)[0];
    if (first) {
      notify(first, { type: 'error' });
      return errors;
    }
    onSave(candidate as Unit);
    return undefined;
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      // The form sits between the dialog and its parts: it must pass the dialog's column layout on, or nothing scrolls.
      sx={{ '& form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } }}
    >
      <Form defaultValues={defaults} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{unit ? `Edit unit “${unit.unitTitle}”` : 'Add a unit'}</DialogTitle>
        <DialogContent dividers>
          <UnitInputs shape={shape} />
        </DialogContent>
        <DialogActions sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {unit ? 'Save unit' : 'Add unit'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
