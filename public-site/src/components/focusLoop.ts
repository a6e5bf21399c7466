const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([tabindex="-1"]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round inside `box` (an open dialog, sheet or drawer) instead of on to the
 * page behind it. What a closed `<details>` holds is skipped (it has boxes, but is not shown).
 */
export function keepFocusIn(box: Element, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last || (box.contains(active) && active !== (event.shiftKey ? first : last))) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
