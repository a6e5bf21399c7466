import { useEffect, useRef, useState } from 'react';
import { LOCALE_TAGS, type Locale } from '@aangan/contracts/browser';
import { PRESENTATION_USER_TYPE, sessionUserType } from '../model/session.ts';
import { ShortlistLink } from '../shortlist/ShortlistButton.tsx';
import { EnquiryButton } from './Enquiry.tsx';
import { keepFocusIn } from './focusLoop.ts';
import { STATIC_PART_IDS, StaticMarkup } from './StaticMarkup.tsx';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

/**
 * The switch to this page in the other language. It goes through `/language/…`, which remembers the
 * choice (a cookie) and answers with the page in that language; `here` is the page's English address.
 */
function LanguageSwitch({ here }: { here: string }) {
  const t = useStrings().chrome;
  const other: Locale = useLocale() === 'hi' ? 'en' : 'hi';
  return (
    <a
      className="lang-switch"
      href={`/language/${other}?${new URLSearchParams({ next: here })}`}
      hrefLang={LOCALE_TAGS[other]}
      aria-label={t.switchHint}
      title={t.switchHint}
    >
      <span lang={other}>{t.switchLabel}</span>
    </a>
  );
}

/**
 * The menus are `<details>`: they open and close before the script arrives and are announced as
 * expandable buttons. The script closes them on Esc (the focus back on the menu's button), on a
 * click elsewhere and when the focus moves elsewhere; Tab goes round inside the phone drawer, which
 * covers the page. It hides the header while the visitor scrolls down (spec §2), never while a menu
 * or a dialog is open.
 */
function useHeaderBehaviour() {
  const headerRef = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>('details[open]')];
    const closeMenusOutside = (event: Event) => {
      for (const menu of openMenus())
        if (!(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const drawer = header.querySelector('.nav-drawer[open]');
      if (drawer) keepFocusIn(drawer, event);
      if (event.key !== 'Escape') return;
      const menus = openMenus();
      // The innermost open menu holding the focus gets it back on its button.
      const holder = menus.filter((menu) => menu.contains(document.activeElement)).at(-1);
      for (const menu of menus) menu.open = false;
      holder?.querySelector('summary')?.focus();
    };
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const busy =
        openMenus().length > 0 ||
        document.querySelector('dialog[open]') !== null ||
        header.contains(document.activeElement);
      if (busy || y < header.offsetHeight || y < lastY) setHidden(false);
      else if (y > lastY + 4) setHidden(true);
      lastY = y;
    };
    document.addEventListener('pointerdown', closeMenusOutside);
    document.addEventListener('focusin', closeMenusOutside);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', closeMenusOutside);
      document.removeEventListener('focusin', closeMenusOutside);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return { headerRef, hidden };
}

/** The signed-in user type when it is the presentation one (spec §6), read after hydration. */
function usePresentationMode(): string | null {
  const [userType, setUserType] = useState<string | null>(null);
  useEffect(() => {
    sessionUserType().then(
      (type) => setUserType(type === PRESENTATION_USER_TYPE ? type : null),
      () => setUserType(null),
    );
  }, []);
  return userType;
}

const BRAND_MARK = (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <path d="M4 15 16 5l12 10v12H20v-8h-8v8H4z" fill="currentColor" />
  </svg>
);

export function SiteHeader({ here }: { here: string }) {
  const { headerRef, hidden } = useHeaderBehaviour();
  const presentation = usePresentationMode();
  const t = useStrings().chrome;
  const localHref = useLocalHref();
  if (presentation) {
    // Presentation mode: the logo (not a link) and the user type, nothing to wander off to.
    return (
      <header className="site-header site-header--presentation" ref={headerRef}>
        <div className="container site-header-inner">
          <span className="brand">
            {BRAND_MARK}
            Aangan
          </span>
          <span className="presentation-type">{presentation.charAt(0).toUpperCase() + presentation.slice(1)}</span>
        </div>
      </header>
    );
  }
  return (
    <header className={hidden ? 'site-header site-header--hidden' : 'site-header'} ref={headerRef}>
      <div className="container site-header-inner">
        <a className="brand" href={localHref('/')}>
          {BRAND_MARK}
          Aangan
        </a>
        {/* Wide screens: the menus in a row, groups as dropdowns. */}
        <nav aria-label={t.mainNav} className="nav-desktop">
          <StaticMarkup id={STATIC_PART_IDS.navList} as="ul" className="nav-list" />
        </nav>
        <ShortlistLink />
        <LanguageSwitch here={here} />
        <EnquiryButton className="button header-enquiry">{t.enquiry}</EnquiryButton>
        <a className="button button--ghost header-login" href={localHref('/login')}>
          {t.login}
        </a>
        {/* Phones and tablets: one Menu button and a drawer with collapsible groups. */}
        <details className="nav-drawer">
          <summary className="nav-drawer-toggle">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="nav-drawer-label">{t.menu}</span>
          </summary>
          <nav aria-label={t.mainNav} className="drawer-panel">
            <StaticMarkup id={STATIC_PART_IDS.drawerList} as="ul" className="drawer-list" />
          </nav>
        </details>
      </div>
    </header>
  );
}
