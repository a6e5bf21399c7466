/**
 * Opens a native `<dialog>` so that the tap asking for it is answered by the very next paint, and
 * makes it modal right after that paint.
 *
 * `showModal()` makes the whole page behind the dialog inert, and the browser restyles every element
 * on the page before it can draw anything: on a project page at 4× CPU slowdown that took 100–180 ms
 * of the tap's 300, with nothing on the screen yet. So the dialog is first shown (`show()`, drawn in
 * the place and over the backdrop a modal one has: `[data-modal-soon]` in the styles) with the focus
 * in it, and one frame later closed and shown again as a modal: in the top layer, the page behind
 * inert, Esc and the browser's other close requests closing it. The focus, and the caret in a field,
 * stay where the visitor had them. Until then, Esc closes it too, with a `cancel` event first as the
 * browser gives a modal one.
 *
 * The browser fires `close` in a later task, after the dialog is already hidden: a page that follows
 * the closing from `cancel` (Esc, the phone's back gesture) is in step with it at once, so a tap on
 * the control that opened it, in between, is not taken for a tap on an open dialog.
 *
 * The step to modal fires a `close` event on a dialog already open again: `reopened(event)` tells a
 * handler to let it pass.
 */
const pending = new WeakMap<HTMLDialogElement, () => void>();

const MODAL_SOON_ATTRIBUTE = 'data-modal-soon';

export function openModal(dialog: HTMLDialogElement, focus?: HTMLElement | null): void {
  pending.get(dialog)?.();
  if (dialog.open) return;
  dialog.setAttribute(MODAL_SOON_ATTRIBUTE, '');
  dialog.show();
  focus?.focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  const settle = () => {
    pending.delete(dialog);
    cancelAnimationFrame(frame);
    clearTimeout(late);
    dialog.removeEventListener('keydown', onKeyDown);
    dialog.removeAttribute(MODAL_SOON_ATTRIBUTE);
  };
  const makeModal = () => {
    if (pending.get(dialog) !== settle) return;
    settle();
    if (!dialog.open || !dialog.isConnected) return;
    const active = document.activeElement;
    const kept = active instanceof HTMLElement && dialog.contains(active) ? active : null;
    const caret = kept ? caretOf(kept) : null;
    dialog.close();
    dialog.showModal();
    if (kept && kept.isConnected) {
      kept.focus({ preventScroll: true });
      if (caret) putCaret(kept as HTMLInputElement, caret);
    }
  };
  pending.set(dialog, settle);
  dialog.addEventListener('keydown', onKeyDown);
  // After the frame that draws the dialog; a hidden tab draws no frame, hence the timer as well.
  const frame = requestAnimationFrame(() => setTimeout(makeModal));
  const late = setTimeout(makeModal, 250);
}

/** Closes a dialog `openModal` opened, whether it has become modal yet or not. */
export function closeModal(dialog: HTMLDialogElement): void {
  pending.get(dialog)?.();
  if (dialog.open) dialog.close();
}

/** A `close` event whose dialog is open again: the step that made it modal, not a closing. */
export const reopened = (event: { currentTarget: HTMLDialogElement }): boolean => event.currentTarget.open;

interface Caret {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

function caretOf(element: HTMLElement): Caret | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return { start: element.selectionStart, end: element.selectionEnd, direction: element.selectionDirection };
  } catch {
    return null; // a field without a caret (a checkbox, an email field in some browsers)
  }
}

function putCaret(element: HTMLInputElement | HTMLTextAreaElement, caret: Caret): void {
  if (caret.start === null || caret.end === null) return;
  try {
    element.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
  } catch {
    // as above
  }
}
