import { useEffect, type RefObject } from 'react';
import { closeModal, openModal } from './openModal.ts';

/**
 * Opens a native `<dialog>` as a modal while the component is mounted: the page behind is inert and
 * Esc closes it. Focus goes to `focusFirst` and returns, on closing, to wherever it was before.
 * It is drawn before it is made modal (`openModal`): its `onClose` lets `reopened` events pass.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  focusFirst: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement;
    openModal(dialog, focusFirst.current);
    return () => {
      closeModal(dialog);
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, [dialogRef, focusFirst]);
}
