import { pageLinks } from '@aangan/contracts/browser';
import { CITY_MENU, PROJECT_MENU_CITIES } from '../model/menus.ts';
import type { MenuCity } from '../model/pageData.ts';
import { STATIC_PART_IDS, type StaticPart } from './StaticMarkup.tsx';
import type { ChromeStrings } from '../i18n/en/chrome.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/**
 * The header's menus (components/SiteHeader.tsx): what they list, in the page's language. Rendered on
 * the server only, as static parts (components/StaticMarkup.tsx).
 */

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
  // Both lists show the same projects: their key is worked out once.
  let text: string | undefined;
  const key = () => (text ??= JSON.stringify(projectMenu));
  return {
    desktop: { id: STATIC_PART_IDS.navList, key, render: () => <DesktopNavItems projectMenu={projectMenu} /> },
    drawer: { id: STATIC_PART_IDS.drawerList, key, render: () => <DrawerNavItems projectMenu={projectMenu} /> },
  };
};
