import { useFormState } from 'react-hook-form';
import { SaveButton as FormSaveButton, Toolbar, useFormIsDirty, type SaveButtonProps } from 'react-admin';

/**
 * react-admin's Save, kept on while the form checks a change. The stock button turns off for
 * every check (`isValidating`), so a click that lands in that moment, right after typing, is
 * lost and nothing says so. Here it is off only while nothing changed or a save is under way;
 * a submit during a check waits for it, and an invalid form still shows its errors unsent.
 */
export function SaveButton(props: SaveButtonProps) {
  const dirty = useFormIsDirty();
  const { isSubmitting } = useFormState();
  return <FormSaveButton {...props} alwaysEnable={props.alwaysEnable ?? (dirty && !isSubmitting && !props.disabled)} />;
}

/** A form's toolbar with that Save. */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
