import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useModalDialog } from './useModalDialog.ts';
import { reopened } from './openModal.ts';
import { useStrings } from '../i18n/strings.tsx';

/**
 * The highlight image over the whole screen: a native modal dialog, so the page behind is inert
 * and Esc closes it; Tab stays on its one button. Focus returns where it was.
 */
export default function HighlightDialog({ image, onClose }: { image: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useStrings().project;

  useModalDialog(dialogRef, closeRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    closeRef.current?.focus();
  };
  // A click on the dark area around the image closes it, as the close button does.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="highlight"
      aria-label={t.highlight}
      onCancel={onClose}
      onClose={(event) => !reopened(event) && onClose()}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <img className="highlight-image" src={image} alt={t.highlightAlt} decoding="async" />
      <button ref={closeRef} type="button" className="highlight-close" aria-label={t.close} onClick={onClose}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </dialog>
  );
}
