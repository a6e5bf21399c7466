import { isRecord } from '@aangan/contracts/browser';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, FormHelperText } from '@mui/material';
import { useState } from 'react';
import { Confirm, useInput, useNotify } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import type { Unit } from '@aangan/contracts/browser';
import { useBuilder } from '../builderContext.ts';
import { toCommandBody, type ProjectFormValues } from '../projectForm.ts';
import { placeUnit } from '../unitForm.ts';
import { UnitDialog } from '../UnitDialog.tsx';
import { unitShapeOf } from '../UnitInputs.tsx';
import { UnitTable } from '../UnitTable.tsx';

/** Every message under `errors.units[index]`, however deep ('units.0.primaryArea.areaSize'). */
const messagesIn = (error: unknown): string[] => {
  if (!isRecord(error)) return [];
  if (typeof error.message === 'string' && error.message) return [error.message];
  return Object.values(error).flatMap(messagesIn);
};

const rowErrorsOf = (errors: FieldErrors<ProjectFormValues>): { list?: string; rows: string[][] } => {
  const units: unknown = errors.units;
  if (!isRecord(units)) return { rows: [] };
  if (typeof units.message === 'string' && units.message) return { list: units.message, rows: [] };
  const rows: string[][] = [];
  for (const [key, value] of Object.entries(units)) if (/^\d+$/.test(key)) rows[Number(key)] = messagesIn(value);
  return { rows };
};

/** Units: listed in a table, each added or edited on its own in a dialog, removed after a confirmation. */
export function UnitsStep() {
  const { field } = useInput({ source: 'units' });
  const { getValues } = useFormContext<ProjectFormValues>();
  const { errors, isSubmitted } = useFormState<ProjectFormValues>({ name: 'units' });
  const [projectType, projectSubType] = useWatch<ProjectFormValues, ['projectType', 'projectSubType']>({
    name: ['projectType', 'projectSubType'],
  });
  const { readOnly } = useBuilder();
  const notify = useNotify();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const units = Array.isArray(field.value) ? (field.value as Unit[]) : [];
  const shape = unitShapeOf(projectType ?? '', projectSubType ?? '');
  const fields = toCommandBody(getValues());
  const rowErrors = isSubmitted ? rowErrorsOf(errors) : { rows: [] };

  const save = (unit: Unit) => {
    const placed = placeUnit(units, unit, editing?.index ?? null);
    field.onChange(placed.units);
    setEditing(null);
    if (placed.message) notify(placed.message, { type: 'info' });
  };

  const remove = () => {
    if (removing === null) return;
    field.onChange(units.filter((_, index) => index !== removing));
    setRemoving(null);
  };

  return (
    <Box>
      {!fields.projectType ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Choose the project type under Basics first: residential units also need bedrooms and bathrooms.
        </Alert>
      ) : null}
      <UnitTable
        units={units}
        errors={rowErrors.rows}
        readOnly={readOnly}
        onEdit={(index) => setEditing({ index })}
        onRemove={setRemoving}
      />
      {rowErrors.list ? <FormHelperText error>{rowErrors.list}</FormHelperText> : null}
      {readOnly ? null : (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ index: null })} sx={{ mt: 2 }}>
          Add a unit
        </Button>
      )}
      {editing ? (
        <UnitDialog
          unit={editing.index === null ? undefined : units[editing.index]}
          shape={shape}
          project={{
            projectType: fields.projectType,
            projectSubType: fields.projectSubType,
            projectArea: fields.projectArea,
            state: fields.state,
          }}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
      <Confirm
        isOpen={removing !== null}
        title="Remove this unit?"
        content={
          removing !== null
            ? `“${units[removing]?.unitTitle ?? ''}” leaves the list. It is gone from the project once you save.`
            : ''
        }
        confirm="Remove"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
      <FormHelperText sx={{ mt: 1 }}>
        A unit with the same title, rooms and size as a listed one changes only that unit's count.
      </FormHelperText>
    </Box>
  );
}
