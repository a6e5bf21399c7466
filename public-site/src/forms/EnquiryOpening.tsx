import { useLayoutEffect, useRef } from 'react';
import { useStrings } from '../i18n/strings.tsx';

/**
 * What a tap on Enquire shows while the form's code is on its way (the first opening, on a slow
 * connection or phone): the modal opens at once and says so; Esc or Close gives the opening up.
 */
export function EnquiryOpening({ onCancel }: { onCancel: () => void }) {
  const t = useStrings().chrome;
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Set when the form takes its place: its closing then gives nothing up. */
  const replaced = useRef(false);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    replaced.current = false;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // Closed before it goes, so the focus is back on the control that opened it, where the form's
      // dialog will give it back when it closes in turn.
      replaced.current = true;
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="modal modal--opening"
      aria-label={t.enquiryOpening}
      onClose={() => {
        if (!replaced.current) onCancel();
      }}
    >
      <div className="modal-body">
        <p role="status">{t.enquiryOpening}</p>
        <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
          {t.closeEnquiry}
        </button>
      </div>
    </dialog>
  );
}
