import { useEffect, useRef } from 'react';
import { EnquiryButton } from './Enquiry.tsx';

interface NavLink {
  href: string;
  label: string;
}
interface NavGroup {
  label: string;
  links: readonly NavLink[];
}
type NavItem = NavLink | NavGroup;

/** Spec §2 menus: Projects, Story, Blog, Media (news and awards), Careers, Contact. */
const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Projects',
    links: [
      { href: '/search-result?projectType=Residential', label: 'Residential' },
      { href: '/search-result?projectType=Commercial', label: 'Commercial' },
      { href: '/search-result', label: 'All projects' },
    ],
  },
  { href: '/our-story', label: 'Story' },
  { href: '/blogs', label: 'Blog' },
  {
    label: 'Media',
    links: [
      { href: '/news', label: 'News' },
      { href: '/awards-and-recognition', label: 'Awards and recognition' },
    ],
  },
  { href: '/careers', label: 'Careers' },
  { href: '/contact-us', label: 'Contact' },
];

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

/**
 * The menus are `<details>`: they open and close before the script arrives and are announced as
 * expandable buttons. The script only closes them on Esc and on a click elsewhere.
 */
function useClosingMenus() {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>('details[open]')];
    const onPointerDown = (event: PointerEvent) => {
      for (const menu of openMenus()) if (!(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const menus = openMenus();
      // The innermost open menu holding the focus gets it back on its button.
      const holder = menus.filter((menu) => menu.contains(document.activeElement)).at(-1);
      for (const menu of menus) menu.open = false;
      holder?.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return headerRef;
}

export function SiteHeader() {
  const headerRef = useClosingMenus();
  return (
    <header className="site-header" ref={headerRef}>
      <div className="container site-header-inner">
        <a className="brand" href="/">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path d="M4 15 16 5l12 10v12H20v-8h-8v8H4z" fill="currentColor" />
          </svg>
          Aangan
        </a>
        {/* Wide screens: the menus in a row, groups as dropdowns. */}
        <nav aria-label="Main" className="nav-desktop">
          <ul className="nav-list">
            {NAV_ITEMS.map((item) =>
              isGroup(item) ? (
                <li key={item.label}>
                  <details className="nav-group">
                    <summary>{item.label}</summary>
                    <LinkList links={item.links} className="nav-dropdown" />
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <EnquiryButton className="button header-enquiry">Enquiry</EnquiryButton>
        {/* Phones and tablets: one Menu button and a drawer with collapsible groups. */}
        <details className="nav-drawer">
          <summary className="nav-drawer-toggle">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menu
          </summary>
          <nav aria-label="Main" className="drawer-panel">
            <ul className="drawer-list">
              {NAV_ITEMS.map((item) =>
                isGroup(item) ? (
                  <li key={item.label}>
                    <details className="drawer-group">
                      <summary>{item.label}</summary>
                      <LinkList links={item.links} className="drawer-sublist" />
                    </details>
                  </li>
                ) : (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ),
              )}
              <li>
                <a href="/faqs">FAQs</a>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
