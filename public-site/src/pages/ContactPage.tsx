import { NewTabLink } from '../components/NewTabLink.tsx';
import type { ContactDetails, SiteSections } from '../model/contentResponses.ts';
import ContactPageForm from '../forms/ContactForm.tsx';
import { phoneDisplay, telHref, whatsAppHref } from '../format/siteContact.ts';
import { useStrings } from '../i18n/strings.tsx';

type Office = SiteSections['offices']['offices'][number];

/** Spec §4 contact-us: the form, and the office locations (the editable offices section, corporate first); the numbers come from the contact section. */
export function ContactPage({
  contact,
  offices,
}: {
  contact: Pick<ContactDetails, 'phone' | 'whatsapp'>;
  offices: Office[];
}) {
  const ordered = [...offices].sort((a, b) => Number(b.corporate) - Number(a.corporate));
  const strings = useStrings();
  const t = strings.pages.contact;
  return (
    <div className="container section">
      <h1>{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <div className="contact-layout">
        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.sendMessage}</h2>
          <ContactPageForm />
        </section>
        <aside className="contact-aside">
          <section className="panel" aria-labelledby="offices-title">
            <h2 id="offices-title">{t.offices}</h2>
            <ul className="office-list">
              {ordered.map((office) => (
                <li key={`${office.city}-${office.label}`}>
                  <strong>{strings.chrome.cities[office.city] ?? office.city}</strong>
                  <span>{office.label}</span>
                  <span className="office-address">{office.address}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="talk-title">
            <h2 id="talk-title">{t.talk}</h2>
            <p>
              <a className="standalone-link" href={telHref(contact.phone)}>
                {t.call(phoneDisplay(contact.phone))}
              </a>
            </p>
            <p>
              <NewTabLink className="standalone-link" href={whatsAppHref(contact.whatsapp)}>
                {t.whatsapp}
              </NewTabLink>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
