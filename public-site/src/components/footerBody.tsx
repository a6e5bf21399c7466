import { pageLinks } from '@aangan/contracts/browser';
import type { SiteChrome } from '../model/pageData.ts';
import { phoneDisplay, telHref } from '../format/siteContact.ts';
import { NewTabLink } from './NewTabLink.tsx';
import { STATIC_PART_IDS, type StaticPart } from './StaticMarkup.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/** Spec §2 footer quick links. */
const QUICK_LINKS = pageLinks('footer', 'quick');
const ABOUT_LINKS = pageLinks('footer', 'about');

function FooterLinks({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  const t = useStrings().chrome;
  const localHref = useLocalHref();
  return (
    <ul className="footer-list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={localHref(link.href)}>{t.links[link.label] ?? link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2 footer: quick links, about links, address, email, phone, social and review-site links,
 * certificates, the copyright line and the state RERA registrations as 'key: value' items. Markup only,
 * the same on every page of a language: rendered on the server only, as a static part
 * (components/StaticMarkup.tsx, components/SiteFooter.tsx).
 */
function FooterBody({ site }: { site: SiteChrome }) {
  const { contact } = site;
  const t = useStrings().chrome;
  return (
    <>
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            Aangan
          </h2>
          <p>{t.footerAbout}</p>
          {site.certificates.length > 0 && (
            <ul className="footer-certificates" aria-label={t.certificates}>
              {site.certificates.map((certificate) => (
                <li key={`${certificate.kind}-${certificate.value}`}>{`${certificate.kind}: ${certificate.value}`}</li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-title">
            {t.quickLinks}
          </h2>
          <FooterLinks links={QUICK_LINKS} />
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-title">
            {t.aboutUs}
          </h2>
          <FooterLinks links={ABOUT_LINKS} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {t.contact}
          </h2>
          <address className="footer-contact">
            <p>{contact.address}</p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              <a href={telHref(contact.phone)}>{phoneDisplay(contact.phone)}</a>
            </p>
            <p>{contact.hours}</p>
          </address>
          {site.social.length > 0 && (
            <ul className="footer-inline" aria-label={t.followUs}>
              {site.social.map((link) => (
                <li key={link.url}>
                  <NewTabLink href={link.url}>{link.network}</NewTabLink>
                </li>
              ))}
            </ul>
          )}
          {site.reviewSites.length > 0 && (
            <ul className="footer-inline" aria-label={t.reviewUs}>
              {site.reviewSites.map((link) => (
                <li key={link.url}>
                  <NewTabLink href={link.url}>{t.reviewUsOn(link.name)}</NewTabLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="footer-rera">
          <h2 id="footer-rera" className="footer-title">
            {t.stateRera}
          </h2>
          {site.stateRera.length > 0 ? (
            <ul className="footer-list footer-rera">
              {site.stateRera.map(([state, registration]) => (
                <li key={state}>
                  <span className="footer-rera-state">{`${state}:`}</span>{' '}
                  <span className="footer-rera-number">{registration}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t.noRera}</p>
          )}
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t.copyright(site.year)}</p>
      </div>
    </>
  );
}

/** The footer as a static part (components/StaticMarkup.tsx), keyed by the site settings it shows. */
export const footerPart = (site: SiteChrome): StaticPart => ({
  id: STATIC_PART_IDS.footer,
  key: () =>
    JSON.stringify([site.contact, site.certificates, site.social, site.reviewSites, site.stateRera, site.year]),
  render: () => <FooterBody site={site} />,
});
