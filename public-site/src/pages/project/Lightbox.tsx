import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageSources, type ProjectImage } from './images.ts';
import { useModalDialog } from '../../components/useModalDialog.ts';
import { reopened } from '../../components/openModal.ts';
import { useStrings } from '../../i18n/strings.tsx';

/** A horizontal swipe longer than this (CSS pixels) turns the photo. */
const SWIPE_DISTANCE = 40;

function Icon({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

/**
 * The photos over the whole screen: a native modal dialog (the page behind is inert, Escape closes
 * it), arrow keys and swipes turn the photos, Tab cycles through its three buttons. Focus returns
 * to the thumbnail that opened it.
 */
export default function Lightbox({
  images,
  title,
  start,
  onClose,
}: {
  images: ProjectImage[];
  title: string;
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const t = useStrings().project.gallery;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);

  useModalDialog(dialogRef, closeRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else if (event.key === 'Home') setIndex(0);
    else if (event.key === 'End') setIndex(count - 1);
    else if (event.key === 'Tab') {
      // The focus stays among the dialog's own buttons.
      const buttons = [...(dialogRef.current?.querySelectorAll('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus();
    } else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const distance = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) turn(distance < 0 ? 1 : -1);
  };
  const image = images[index];

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={t.photosOf(title)}
      onCancel={onClose}
      onClose={(event) => !reopened(event) && onClose()}
      onKeyDown={onKeyDown}
    >
      <figure
        className="lightbox-figure"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <img
          key={image.src}
          {...imageSources(image, '100vw')}
          alt={t.photo(title, index + 1)}
          decoding="async"
          draggable={false}
        />
        <figcaption aria-live="polite">{t.counter(index + 1, count)}</figcaption>
      </figure>
      <button ref={closeRef} type="button" className="lightbox-close" aria-label={t.close} onClick={onClose}>
        <Icon path="M6 6l12 12M18 6 6 18" />
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox-turn lightbox-turn--prev"
            aria-label={t.previous}
            onClick={() => turn(-1)}
          >
            <Icon path="M15 5l-7 7 7 7" />
          </button>
          <button
            type="button"
            className="lightbox-turn lightbox-turn--next"
            aria-label={t.next}
            onClick={() => turn(1)}
          >
            <Icon path="M9 5l7 7-7 7" />
          </button>
        </>
      )}
    </dialog>
  );
}
