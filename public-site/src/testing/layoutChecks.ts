/** What the layout audit asks of one page as it stands in the browser (see layoutAudit.browser.spec.ts). */
export interface LayoutCheckOptions {
  /** Opened sheets, drawers, dialogs and menus: each lies inside the viewport and on top; only they are checked for targets and text. */
  overlays: string[];
  /** Boxes that may scroll sideways at this width (a row of tabs on a phone, say); any other box that does hides what it holds. */
  sidewaysScrollers: string[];
  /** Walk the focus through the page and scroll to its end (the page as first served, nothing open). */
  walkPage: boolean;
}

/**
 * Runs in the page (handed to `page.evaluate`, so it refers to nothing outside itself) and returns
 * one line per problem, each naming the element: `a.chip "Noida"`. The rules:
 * - sideways: the document is no wider than the viewport;
 * - spills: no line of text runs out of its box;
 * - cut off: a box that clips (overflow hidden or clip, paint containment) or scrolls sideways holds
 *   more than it shows, unless it says so (text-overflow: ellipsis with a title, a line clamp), and
 *   no field's placeholder is wider than the field;
 * - overlays: each opened one is inside the viewport and on top at its centre;
 * - covered: no line of text is covered by another element (the bars aside) anywhere on the page;
 * - under a bar: at the end of the page no text lies under the bottom bar or the chat button, the
 *   chat button covers no bottom-bar button, a control the focus moves to (in page order, as Tab
 *   does) is not left under a bar, and the sticky section tabs are not under the header;
 * - small target: buttons, links, fields and summaries are at least 44 x 44 px (WCAG 2.5.5), links
 *   inside running text excepted (an inline link in a block with text of its own outside links); a
 *   field counts with its label, a link stretched over its card (`::after` inset) as the card.
 */
export function layoutFailures(options: LayoutCheckOptions): string[] {
  const failures: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const root = document.documentElement;

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' && element.className.trim()
        ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    const label =
      element.getAttribute('aria-label') ||
      (element instanceof HTMLInputElement ? element.placeholder || element.name : '');
    const text = (label || element.textContent || '').replace(/\s+/g, ' ').trim();
    return `${tag}${id}${classes}${text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''}`;
  };
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element): CSSStyleDeclaration => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = getComputedStyle(element)));
    return found;
  };
  const rendered = (element: Element): boolean =>
    element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true });
  const intersects = (a: DOMRect, b: DOMRect, margin = 1): boolean =>
    a.left < b.right - margin && b.left < a.right - margin && a.top < b.bottom - margin && b.top < a.bottom - margin;
  // Boxes of a pixel or less (text for screen readers, the honeypot) hold nothing a reader sees.
  const hidden = new Map<Element, boolean>();
  const hiddenForReaders = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    let answer = hidden.get(element);
    if (answer === undefined) {
      const box = element.getBoundingClientRect();
      answer = box.width <= 1 || box.height <= 1 || hiddenForReaders(element.parentElement);
      hidden.set(element, answer);
    }
    return answer;
  };
  const clips = (value: string): boolean => value === 'hidden' || value === 'clip';
  const scrollsAside = (value: string): boolean => value === 'auto' || value === 'scroll';
  /** The nearest ancestor that clips or scrolls sideways: what reaches past it is not past the page. */
  const insideScroller = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
      if (clips(style(parent).overflowX) || scrollsAside(style(parent).overflowX)) return true;
    return false;
  };

  // Blocks drawn only near the viewport (content-visibility: auto) are drawn here at once, with the
  // same containment they have once drawn, so the whole page is checked without scrolling through it.
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(element).contentVisibility !== 'auto') continue;
    element.style.setProperty('content-visibility', 'visible');
    element.style.setProperty('contain', 'layout style paint');
  }

  const scope: Element[] =
    options.overlays.length > 0
      ? options.overlays.flatMap((selector) => [...document.querySelectorAll(selector)])
      : [document.body];
  const inScope = (element: Element): boolean => scope.some((container) => container.contains(element));
  const all = scope
    .flatMap((container) => [container, ...container.querySelectorAll('*')])
    .filter((element) => rendered(element));
  const bars = '.site-header, .section-nav, .bottom-bar, .chat-launcher, .toasts';
  const inBar = (element: Element): boolean => element.closest(bars) !== null;

  // Lines of text, with their boxes in page coordinates.
  interface Line {
    element: Element;
    left: number;
    top: number;
    width: number;
    height: number;
  }
  const lines: Line[] = [];
  // Lines a box clips away (past a line clamp, scrolled out of a list) are not on show: the box is checked instead.
  const clippersOf = new Map<Element, Element[]>();
  const clippers = (element: Element | null): Element[] => {
    if (!element || element === document.body) return [];
    let found = clippersOf.get(element);
    if (!found) {
      const css = style(element);
      found = [
        ...(css.overflowX !== 'visible' || css.overflowY !== 'visible' || /paint|strict|content/.test(css.contain)
          ? [element]
          : []),
        ...clippers(element.parentElement),
      ];
      clippersOf.set(element, found);
    }
    return found;
  };
  const onShow = (element: Element, box: DOMRect): boolean =>
    clippers(element).every((clipper) => {
      const frame = clipper.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom;
    });
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
  const inViewport = (line: Line): DOMRect =>
    new DOMRect(line.left - window.scrollX, line.top - window.scrollY, line.width, line.height);

  // Sideways: the page, and what reaches past its right edge (the innermost boxes, and lines of text).
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

  // Spills: a line of text wider than the box it is set in (a box that clips is checked as cut off).
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

  // Cut off.
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
    else if (
      wider &&
      scrollsAside(css.overflowX) &&
      !options.sidewaysScrollers.some((selector) => element.matches(selector))
    )
      failures.push(
        `cut off: ${describe(element)} scrolls sideways (${element.clientWidth} of ${element.scrollWidth} px shown)`,
      );
    if (taller && (clips(css.overflowY) || painted))
      failures.push(
        `cut off: ${describe(element)} shows ${element.clientHeight} of ${element.scrollHeight} px of its height`,
      );
  }

  // Overlays: inside the viewport and on top.
  for (const selector of options.overlays) {
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

  // Covered: what is on top at the middle of each line of text in view.
  // A link stretched over its card (`a::after { inset: 0 }`) lies over the card's text on purpose.
  const stretchedLinks = new Map<Element, boolean>();
  const stretched = (element: Element): boolean => {
    let answer = stretchedLinks.get(element);
    if (answer === undefined) {
      const after = getComputedStyle(element, '::after');
      answer = after.position === 'absolute' && after.content !== 'none';
      stretchedLinks.set(element, answer);
    }
    return answer;
  };
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
  const reported = new Set<Element>();
  const report = (line: Line, problem: string) => {
    if (reported.has(line.element)) return;
    reported.add(line.element);
    failures.push(problem);
  };
  const scrollTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });
  const pageEnd = Math.max(0, root.scrollHeight - height);
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

  if (options.walkPage) {
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
      if (bar)
        report(line, `under a bar: ${describe(line.element)} stays under ${describe(bar)} at the end of the page`);
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

  // Small targets, counted by kind and size.
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

  return failures;
}
