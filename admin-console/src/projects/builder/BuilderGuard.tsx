import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import type { ProjectFormValues } from './projectForm.ts';

export interface BuilderGuardProps {
  /** Values the form opens with instead of the saved version (resumed or merged): unsaved changes from the start. */
  startValues?: ProjectFormValues;
  /** Told every change of the form's values (a new project keeps them in the browser). */
  onValuesChange?(values: ProjectFormValues): void;
  /** Read when the admin moves on: true lets a save's own move to the saved project through. */
  leaveAllowed?(): boolean;
  /** The admin left and dropped the changes. */
  onDiscard?(): void;
}

/** Inside the builder's form: its changes told as they come, and the question before leaving unsaved work. */
export function BuilderGuard({ startValues, onValuesChange, leaveAllowed, onDiscard }: BuilderGuardProps) {
  const form = useFormContext<ProjectFormValues>();
  const { isDirty } = useFormState<ProjectFormValues>();
  const told = useRef(onValuesChange);
  told.current = onValuesChange;
  useEffect(() => {
    const subscription = form.watch(() => told.current?.(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <LeaveGuard
      dirty={isDirty || startValues !== undefined}
      what="this project"
      allowed={leaveAllowed}
      onDiscard={onDiscard}
    />
  );
}
