import { pageLinks } from '@aangan/contracts/browser';

const PROJECT_TYPES = ['Residential', 'Commercial', 'Industrial', 'Farmland'] as const;

const SECTIONS = [
  { title: 'About Aangan', links: pageLinks('sitemapPage', 'about') },
  { title: 'Read', links: pageLinks('sitemapPage', 'read') },
  { title: 'Policies', links: pageLinks('sitemapPage', 'policies') },
];

/** The footer's SiteMap link (spec §2): every section of the site on one page. */
export function SitemapPage({ cities }: { cities: string[] }) {
  return (
    <div className="container section">
      <h1>Sitemap</h1>
      <div className="sitemap-grid">
        <section aria-labelledby="sitemap-projects">
          <h2 id="sitemap-projects">Projects</h2>
          <ul className="sitemap-list">
            <li>
              <a href="/search-result">All projects</a>
            </li>
            {PROJECT_TYPES.map((type) => (
              <li key={type}>
                <a href={`/search-result?projectType=${type}`}>{`${type} projects`}</a>
              </li>
            ))}
          </ul>
        </section>
        {cities.length > 0 && (
          <section aria-labelledby="sitemap-cities">
            <h2 id="sitemap-cities">Projects by city</h2>
            <ul className="sitemap-list">
              {cities.map((city) => (
                <li key={city}>
                  <a href={`/search-result?${new URLSearchParams({ city })}`}>{`Projects in ${city}`}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {SECTIONS.map((section, index) => (
          <section key={section.title} aria-labelledby={`sitemap-section-${index}`}>
            <h2 id={`sitemap-section-${index}`}>{section.title}</h2>
            <ul className="sitemap-list">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
