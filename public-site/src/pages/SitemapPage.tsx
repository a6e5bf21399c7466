import { pageLinks } from '@aangan/contracts/browser';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

const PROJECT_TYPES = ['Residential', 'Commercial', 'Industrial', 'Farmland'] as const;

const SECTIONS = [
  { key: 'about', links: pageLinks('sitemapPage', 'about') },
  { key: 'read', links: pageLinks('sitemapPage', 'read') },
  { key: 'policies', links: pageLinks('sitemapPage', 'policies') },
] as const;

/** The footer's SiteMap link (spec §2): every section of the site on one page. */
export function SitemapPage({ cities }: { cities: string[] }) {
  const strings = useStrings();
  const t = strings.pages.sitemap;
  const localHref = useLocalHref();
  return (
    <div className="container section">
      <h1>{t.title}</h1>
      <div className="sitemap-grid">
        <section aria-labelledby="sitemap-projects">
          <h2 id="sitemap-projects">{t.projects}</h2>
          <ul className="sitemap-list">
            <li>
              <a href={localHref('/search-result')}>{t.allProjects}</a>
            </li>
            {PROJECT_TYPES.map((type) => (
              <li key={type}>
                <a href={localHref(`/search-result?projectType=${type}`)}>{t.projectTypes[type]}</a>
              </li>
            ))}
          </ul>
        </section>
        {cities.length > 0 && (
          <section aria-labelledby="sitemap-cities">
            <h2 id="sitemap-cities">{t.byCity}</h2>
            <ul className="sitemap-list">
              {cities.map((city) => (
                <li key={city}>
                  <a href={localHref(`/search-result?${new URLSearchParams({ city })}`)}>
                    {strings.chrome.projectsInCity(strings.chrome.cities[city] ?? city)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {SECTIONS.map((section, index) => (
          <section key={section.key} aria-labelledby={`sitemap-section-${index}`}>
            <h2 id={`sitemap-section-${index}`}>{t.sections[section.key]}</h2>
            <ul className="sitemap-list">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={localHref(link.href)}>{strings.chrome.links[link.label] ?? link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
