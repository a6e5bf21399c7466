import type { LayoutProbe, Line } from './layoutProbe.ts';

/*
 * The checks of the layout audit on what lies on top: overlays, covered and under a bar (see layoutChecks.ts).
 * Each function runs in the page as part of `layoutCheckScript`, so it refers to nothing outside itself:
 * what it needs comes in its parameters, what it finds goes into `failures`.
 */

/** Overlays: inside the viewport and on top. */
export function overlayCheck(probe: LayoutProbe, overlays: string[], failures: string[]): void {
  const { width, height, describe, rendered } = probe;
  for (const selector of overlays) {
    const overlay = document.querySelector(selector);
    if (!overlay || !rendered(overlay)) {
      failures.push(`overlay: ${selector} is not shown`);
      continue;
    }
    const box = overlay.getBoundingClientRect();
    if (box.left < -1 || box.top < -1 || box.right > width + 1 || box.bottom > height + 1)
      failures.push(
        `overlay: ${describe(overlay)} lies outside the ${width}x${height} viewport (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`,
      );
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = x >= 0 && x < width && y >= 0 && y < height ? document.elementFromPoint(x, y) : null;
    if (top && !overlay.contains(top)) failures.push(`overlay: ${describe(overlay)} is under ${describe(top)}`);
  }
}

/** Reports a problem of a line of text into `failures`, once for its element (covered, or under a bar). */
export function lineReporter(failures: string[]): (line: Line, problem: string) => void {
  const reported = new Set<Element>();
  return (line: Line, problem: string) => {
    if (reported.has(line.element)) return;
    reported.add(line.element);
    failures.push(problem);
  };
}

/**
 * Covered: what is on top at the middle of each line of text in view, in the opened overlays, or else
 * (`walkPage`) a screen at a time down to `pageEnd`.
 */
export function coveredCheck(
  probe: LayoutProbe,
  lines: Line[],
  options: { overlays: string[]; walkPage: boolean },
  pageEnd: number,
  report: (line: Line, problem: string) => void,
): void {
  const { width, height, describe, style, stretched, inViewport, scrollTo, inBar } = probe;
  const coveredBy = (line: Line): Element | null => {
    const box = inViewport(line);
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    const top = document.elementFromPoint(x, y);
    if (!top || top === line.element || line.element.contains(top) || top.contains(line.element)) return null;
    // An invisible control over its own label (a styled checkbox) hides nothing.
    if (stretched(top) || style(top).opacity === '0' || top.closest('.leaflet-container')) return null;
    return top;
  };
  if (options.overlays.length > 0) {
    for (const line of lines) {
      const top = coveredBy(line);
      if (top) report(line, `covered: ${describe(line.element)} lies under ${describe(top)}`);
    }
  } else if (options.walkPage) {
    // A screen at a time; what scrolls under a bar is checked at the end of the page.
    for (let y = 0; ; y = Math.min(y + height * 0.8, pageEnd)) {
      scrollTo(y);
      for (const line of lines) {
        const box = inViewport(line);
        if (box.bottom < 0 || box.top > height || inBar(line.element)) continue;
        const top = coveredBy(line);
        if (top && !inBar(top)) report(line, `covered: ${describe(line.element)} lies under ${describe(top)}`);
      }
      if (y >= pageEnd) break;
    }
  }
}

/**
 * Under a bar: at the end of the page (`pageEnd`) no text under the bottom bar or the chat button, the chat
 * button over no bottom-bar button; the sticky section tabs not under the header; a control the focus
 * moves to not left under a bar.
 */
export function underBarCheck(
  probe: LayoutProbe,
  lines: Line[],
  pageEnd: number,
  report: (line: Line, problem: string) => void,
  failures: string[],
): void {
  const { height, describe, rendered, intersects, hiddenForReaders, inViewport, scrollTo, inBar } = probe;
  const shownBar = (selector: string): Element | null => {
    const bar = document.querySelector(selector);
    return bar && rendered(bar) ? bar : null;
  };
  const bottomBar = shownBar('.bottom-bar');
  const chatButton = shownBar('.chat-launcher');
  const bottomBars = [bottomBar, chatButton].filter((bar): bar is Element => bar !== null);
  const underBottomBar = (box: DOMRect): Element | undefined =>
    bottomBars.find((bar) => intersects(box, bar.getBoundingClientRect()));

  // The end of the page: nothing left under the bottom bar or the chat button.
  scrollTo(pageEnd);
  for (const line of lines) {
    const bar = inBar(line.element) ? undefined : underBottomBar(inViewport(line));
    if (bar) report(line, `under a bar: ${describe(line.element)} stays under ${describe(bar)} at the end of the page`);
  }
  if (bottomBar && chatButton)
    for (const item of bottomBar.querySelectorAll('a, button'))
      if (intersects(item.getBoundingClientRect(), chatButton.getBoundingClientRect()))
        failures.push(`under a bar: ${describe(chatButton)} covers ${describe(item)}`);

  // The sticky section tabs, once stuck, are not under the header.
  const tabs = shownBar('.section-nav');
  if (tabs) {
    scrollTo(Math.min(pageEnd, (tabs as HTMLElement).offsetTop + height));
    const box = tabs.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top && !tabs.contains(top))
      failures.push(`under a bar: ${describe(tabs)} lies under ${describe(top)} once scrolled`);
  }

  // Tab through the page from its top: the focused control is never left under a bar.
  scrollTo(0);
  const header = document.querySelector('.site-header');
  for (const element of document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [tabindex]',
  )) {
    if (
      element.tabIndex < 0 ||
      (element as HTMLButtonElement).disabled ||
      inBar(element) ||
      !rendered(element) ||
      hiddenForReaders(element)
    )
      continue;
    element.focus();
    if (document.activeElement !== element) continue;
    const box = element.getBoundingClientRect();
    if (box.height > height / 2) continue;
    const bar =
      underBottomBar(box) ??
      (header && window.scrollY > 0 && intersects(box, header.getBoundingClientRect()) ? header : undefined);
    if (bar) failures.push(`under a bar: focus on ${describe(element)} leaves it under ${describe(bar)}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  scrollTo(0);
}
