import { useLayoutEffect, useRef } from 'react';
import { useStrings } from '../i18n/strings.tsx';

/**
 * What a tap on Enquire shows while the form's code is on its way (the first opening, on a slow
 * connection or phone): the modal opens at once and says so; Esc or Close gives the opening up.
 */
export function EnquiryOpening({ onCancel }: { onCancel: () => void }) {
  const t = useStrings().chrome;
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={dialogRef} className="modal modal--opening" aria-label={t.enquiryOpening} onClose={onCancel}>
      <div className="modal-body">
        <p role="status">{t.enquiryOpening}</p>
        <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
          {t.closeEnquiry}
        </button>
      </div>
    </dialog>
  );
}
