/** A line of text, with its box in page coordinates. */
export interface Line {
  element: Element;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What every check of the layout audit shares in the page: see `layoutProbe`. */
export type LayoutProbe = ReturnType<typeof layoutProbe>;

/**
 * The viewport, the helpers and caches the checks share, and the elements in scope (the opened `overlays`
 * or else the whole page). Runs in the page as part of `layoutCheckScript` (layoutChecks.ts), so it refers
 * to nothing outside itself. Draws the whole page first (see below).
 */
export function layoutProbe(overlays: string[]) {
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
  const inViewport = (line: Line): DOMRect =>
    new DOMRect(line.left - window.scrollX, line.top - window.scrollY, line.width, line.height);
  const scrollTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });

  // Blocks drawn only near the viewport (content-visibility: auto) are drawn here at once, with the
  // same containment they have once drawn, so the whole page is checked without scrolling through it.
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(element).contentVisibility !== 'auto') continue;
    element.style.setProperty('content-visibility', 'visible');
    element.style.setProperty('contain', 'layout style paint');
  }

  const scope: Element[] =
    overlays.length > 0 ? overlays.flatMap((selector) => [...document.querySelectorAll(selector)]) : [document.body];
  const inScope = (element: Element): boolean => scope.some((container) => container.contains(element));
  const all = scope
    .flatMap((container) => [container, ...container.querySelectorAll('*')])
    .filter((element) => rendered(element));
  const bars = '.site-header, .section-nav, .bottom-bar, .chat-launcher, .toasts';
  const inBar = (element: Element): boolean => element.closest(bars) !== null;

  return {
    width,
    height,
    root,
    describe,
    style,
    rendered,
    intersects,
    hiddenForReaders,
    clips,
    scrollsAside,
    insideScroller,
    onShow,
    clippers,
    stretched,
    inViewport,
    scrollTo,
    inScope,
    all,
    inBar,
  };
}
