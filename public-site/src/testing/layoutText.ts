import type { LayoutProbe, Line } from './layoutProbe.ts';

/*
 * The checks of the layout audit on text and the boxes it is set in: sideways, spills and cut off (see
 * layoutChecks.ts). Each function runs in the page as part of `layoutCheckScript`, so it refers to
 * nothing outside itself: what it needs comes in its parameters, what it finds goes into `failures`.
 */

/** The lines of text in scope and on show, with their boxes in page coordinates. */
export function textLines(probe: LayoutProbe): Line[] {
  const { rendered, hiddenForReaders, inScope, onShow } = probe;
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, template, noscript, .leaflet-container'))
      continue;
    if (!inScope(parent) || !rendered(parent) || hiddenForReaders(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects())
      if (box.width >= 2 && box.height >= 2 && onShow(parent, box))
        lines.push({
          element: parent,
          left: box.left + window.scrollX,
          top: box.top + window.scrollY,
          width: box.width,
          height: box.height,
        });
  }
  return lines;
}

/** Sideways: the page, and what reaches past its right edge (the innermost boxes, and lines of text). */
export function sidewaysCheck(probe: LayoutProbe, lines: Line[], failures: string[]): void {
  const { width, root, all, describe, insideScroller } = probe;
  if (root.scrollWidth > width + 1) {
    const past = all.filter((element) => element.getBoundingClientRect().right > width + 1 && !insideScroller(element));
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const culprits = [
      ...new Set([
        ...lines
          .filter((line) => line.left + line.width > width + 1 && !insideScroller(line.element))
          .map((line) => line.element),
        ...innermost,
      ]),
    ];
    const named = culprits.slice(0, 4).map((element) => describe(element));
    failures.push(
      `sideways: the page is ${root.scrollWidth} px wide${named.length > 0 ? `; past the edge: ${named.join('; ')}` : ''}`,
    );
  }
}

/** Spills: a line of text wider than the box it is set in (a box that clips is checked as cut off). */
export function spillCheck(probe: LayoutProbe, lines: Line[], failures: string[]): void {
  const { describe, style, clippers } = probe;
  const spilled = new Set<Element>();
  for (const line of lines) {
    let block: Element | null = line.element;
    while (block && ['inline', 'contents'].includes(style(block).display)) block = block.parentElement;
    if (!block || spilled.has(block) || clippers(block)[0] === block) continue;
    const box = block.getBoundingClientRect();
    const over = line.left - window.scrollX + line.width - box.right;
    if (over > 1 || box.left - (line.left - window.scrollX) > 1) {
      spilled.add(block);
      failures.push(
        `spills: a line of ${describe(block)} runs ${Math.round(Math.max(over, box.left - line.left + window.scrollX))} px out of its box`,
      );
    }
  }
}

/**
 * Cut off: a box that clips or scrolls sideways (`sidewaysScrollers` aside) and holds more than it shows,
 * unless it says so; a field's placeholder wider than the field.
 */
export function cutOffCheck(probe: LayoutProbe, sidewaysScrollers: string[], failures: string[]): void {
  const { all, describe, style, hiddenForReaders, clips, scrollsAside } = probe;
  for (const element of all) {
    if (
      element === document.body ||
      !(element instanceof HTMLElement) ||
      element.closest('.leaflet-container') ||
      hiddenForReaders(element)
    )
      continue;
    const css = style(element);
    if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
      const context = document.createElement('canvas').getContext('2d')!;
      const shown = getComputedStyle(element, '::placeholder');
      context.font = `${shown.fontStyle} ${shown.fontWeight} ${shown.fontSize} ${shown.fontFamily}`;
      const room = element.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
      if (context.measureText(element.placeholder).width > room + 1)
        failures.push(`cut off: the placeholder of ${describe(element)} is wider than the field`);
      continue;
    }
    if (
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLInputElement
    )
      continue;
    if (
      (css.textOverflow === 'ellipsis' && element.title !== '') ||
      (css.webkitLineClamp !== 'none' && css.webkitLineClamp !== '')
    )
      continue;
    const painted = /paint|strict|content/.test(css.contain);
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 1;
    if (wider && (clips(css.overflowX) || painted))
      failures.push(
        `cut off: ${describe(element)} shows ${element.clientWidth} of ${element.scrollWidth} px of its width`,
      );
    else if (wider && scrollsAside(css.overflowX) && !sidewaysScrollers.some((selector) => element.matches(selector)))
      failures.push(
        `cut off: ${describe(element)} scrolls sideways (${element.clientWidth} of ${element.scrollWidth} px shown)`,
      );
    if (taller && (clips(css.overflowY) || painted))
      failures.push(
        `cut off: ${describe(element)} shows ${element.clientHeight} of ${element.scrollHeight} px of its height`,
      );
  }
}
