import { useEffect, type RefObject } from 'react';

/**
 * Opens a native `<dialog>` as a modal while the component is mounted: the page behind is inert and
 * Esc closes it. Focus goes to `focusFirst` and returns, on closing, to wherever it was before.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  focusFirst: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement;
    dialog.showModal();
    focusFirst.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, [dialogRef, focusFirst]);
}
