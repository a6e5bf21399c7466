import type { LayoutProbe } from './layoutProbe.ts';

/**
 * Small targets of the layout audit (see layoutChecks.ts), counted by kind and size into `failures`.
 * Runs in the page as part of `layoutCheckScript`, so it refers to nothing outside itself.
 */
export function smallTargetCheck(probe: LayoutProbe, failures: string[]): void {
  const { root, all, describe, style, stretched } = probe;
  const small = new Map<string, { count: number; example: string }>();
  const runningText = (element: Element): boolean => {
    if (element.tagName !== 'A' || style(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && ['inline', 'contents'].includes(style(block).display)) block = block.parentElement;
    if (!block) return false;
    const text = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = text.nextNode(); node; node = text.nextNode())
      if (node.textContent?.trim() && !node.parentElement?.closest('a')) return true;
    return false;
  };
  const targetBox = (element: HTMLElement): DOMRect => {
    if (stretched(element))
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (style(parent).position !== 'static') return parent.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    return (
      labels
        .map((label) => label.getBoundingClientRect())
        .find((box) => box.width * box.height > own.width * own.height) ?? own
    );
  };
  for (const element of all) {
    if (
      !(element instanceof HTMLElement) ||
      !element.matches(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="option"], [role="button"]',
      )
    )
      continue;
    // Taken out of the tab order on purpose (the honeypot field).
    if (
      element.closest('[inert], .leaflet-container') ||
      (element as HTMLButtonElement).disabled ||
      element.getAttribute('tabindex') === '-1'
    )
      continue;
    const own = element.getBoundingClientRect();
    // Off the page until focused: the skip link.
    if (own.right < 0 || own.left > root.scrollWidth || runningText(element)) continue;
    const box = targetBox(element);
    if (box.width >= 43.5 && box.height >= 43.5) continue;
    // Links of one kind differ in width by their words: those wide enough are counted by their height alone.
    const size =
      box.width >= 43.5 ? `${Math.round(box.height)} px high` : `${Math.round(box.width)}x${Math.round(box.height)} px`;
    const key = `${describe(element).replace(/ ".*$/, '')} ${size}`;
    const entry = small.get(key) ?? { count: 0, example: describe(element) };
    entry.count += 1;
    small.set(key, entry);
  }
  for (const [key, { count, example }] of small)
    failures.push(
      `small target: ${key}${count > 1 ? `, ${count} of them, e.g. ${example}` : ` ${example.replace(/^[^"]*/, '')}`}`,
    );
}
