import { useEffect, useRef, useState } from 'react';
import { LOCALE_TAGS, pageLinks, type Locale } from '@aangan/contracts/browser';
import { CITY_MENU, PROJECT_MENU_CITIES } from '../model/menus.ts';
import type { MenuCity } from '../model/pageData.ts';
import { PRESENTATION_USER_TYPE, sessionUserType } from '../model/session.ts';
import { ShortlistLink } from '../shortlist/ShortlistButton.tsx';
import { EnquiryButton } from './Enquiry.tsx';
import { keepFocusIn } from './focusLoop.ts';
import { StaticMarkup, type StaticPart } from './StaticMarkup.tsx';
import type { ChromeStrings } from '../i18n/en/chrome.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

interface NavLink {
  href: string;
  label: string;
}
interface NavGroup {
  label: string;
  links: readonly NavLink[];
  /** Sub-groups (the Projects menu: one per city). */
  groups?: readonly NavGroup[];
}
type NavItem = NavLink | NavGroup;

const cityHref = (city: string): string => `/search-result?${new URLSearchParams({ city })}`;

/** A menu of the header's top row, at its position among the row's plain links. */
const menuAt = (order: number, group: NavGroup): NavItem & { order: number } => ({ ...group, order });

/** The menus' links in the page's language: their names, and their addresses under the language's prefix. */
const inLanguage = <L extends NavLink>(
  links: readonly L[],
  t: ChromeStrings,
  localHref: (href: string) => string,
): L[] => links.map((link) => ({ ...link, href: localHref(link.href), label: t.links[link.label] ?? link.label }));

/** Spec §2 menus: Home, Story, City, Projects, Blog, Careers, Media, Contact. */
const navItems = (
  projectMenu: readonly MenuCity[],
  t: ChromeStrings,
  localHref: (href: string) => string,
): NavItem[] => {
  const cityName = (city: string) => t.cities[city] ?? city;
  return [
    ...inLanguage(pageLinks('header', 'main'), t, localHref),
    menuAt(3, {
      label: t.city,
      links: CITY_MENU.map((city) => ({ href: localHref(cityHref(city)), label: cityName(city) })),
    }),
    menuAt(4, {
      label: t.projects,
      links: inLanguage(pageLinks('header', 'projects'), t, localHref),
      groups: PROJECT_MENU_CITIES.map((city) => {
        const projects = projectMenu.find((entry) => entry.city === city)?.projects ?? [];
        return {
          label: cityName(city),
          links: [
            ...projects.map((p) => ({ href: localHref(p.link), label: p.title })),
            {
              href: localHref(cityHref(city)),
              label: projects.length ? t.allInCity(cityName(city)) : t.projectsInCity(cityName(city)),
            },
          ],
        };
      }),
    }),
    menuAt(7, { label: t.media, links: inLanguage(pageLinks('header', 'media'), t, localHref) }),
  ].sort((a, b) => a.order - b.order);
};

/** Links only the phone drawer adds, after the menus. */
const DRAWER_LINKS = pageLinks('header', 'drawer');

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

const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

function LinkList({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function GroupBody({ group, variant }: { group: NavGroup; variant: 'desktop' | 'drawer' }) {
  if (!group.groups)
    return <LinkList links={group.links} className={variant === 'desktop' ? 'nav-dropdown' : 'drawer-sublist'} />;
  return (
    <div className={variant === 'desktop' ? 'nav-dropdown nav-mega' : 'drawer-sublist'}>
      <LinkList links={group.links} className="nav-mega-all" />
      <ul className="nav-mega-groups">
        {group.groups.map((sub) => (
          <li key={sub.label}>
            {variant === 'desktop' ? (
              <>
                <p className="nav-mega-title">{sub.label}</p>
                <LinkList links={sub.links} className="nav-mega-links" />
              </>
            ) : (
              <details className="drawer-group drawer-group--nested">
                <summary>{sub.label}</summary>
                <LinkList links={sub.links} className="drawer-sublist" />
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The items of the header's top row (wide screens): the menus in a row, groups as dropdowns. */
function DesktopNavItems({ projectMenu }: { projectMenu: readonly MenuCity[] }) {
  const items = navItems(projectMenu, useStrings().chrome, useLocalHref());
  return items.map((item) =>
    isGroup(item) ? (
      <li key={item.label}>
        <details className={item.groups ? 'nav-group nav-group--mega' : 'nav-group'}>
          <summary>{item.label}</summary>
          <GroupBody group={item} variant="desktop" />
        </details>
      </li>
    ) : (
      <li key={item.href}>
        <a href={item.href}>{item.label}</a>
      </li>
    ),
  );
}

/** The items of the phone drawer: the menus as collapsible groups, then the drawer's own links. */
function DrawerNavItems({ projectMenu }: { projectMenu: readonly MenuCity[] }) {
  const t = useStrings().chrome;
  const localHref = useLocalHref();
  return (
    <>
      {navItems(projectMenu, t, localHref).map((item) =>
        isGroup(item) ? (
          <li key={item.label}>
            <details className="drawer-group">
              <summary>{item.label}</summary>
              <GroupBody group={item} variant="drawer" />
            </details>
          </li>
        ) : (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ),
      )}
      {inLanguage(DRAWER_LINKS, t, localHref).map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </>
  );
}

/**
 * The menus' lists as static parts (components/StaticMarkup.tsx): markup only (the script that opens
 * and closes them works on the page's elements), keyed by the projects they list.
 */
export const headerParts = (projectMenu: readonly MenuCity[]): { desktop: StaticPart; drawer: StaticPart } => {
  const key = () => JSON.stringify(projectMenu);
  return {
    desktop: { id: 'nav-list', key, render: () => <DesktopNavItems projectMenu={projectMenu} /> },
    drawer: { id: 'drawer-list', key, render: () => <DrawerNavItems projectMenu={projectMenu} /> },
  };
};

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

export function SiteHeader({ projectMenu, here }: { projectMenu: readonly MenuCity[]; here: string }) {
  const { headerRef, hidden } = useHeaderBehaviour();
  const presentation = usePresentationMode();
  const t = useStrings().chrome;
  const localHref = useLocalHref();
  const parts = headerParts(projectMenu);
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
          <StaticMarkup part={parts.desktop} as="ul" className="nav-list" />
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
            <StaticMarkup part={parts.drawer} as="ul" className="drawer-list" />
          </nav>
        </details>
      </div>
    </header>
  );
}
