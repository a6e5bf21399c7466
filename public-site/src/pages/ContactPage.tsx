import { NewTabLink } from '../components/NewTabLink.tsx';
import type { ContactDetails, SiteSections } from '../model/contentResponses.ts';
import ContactPageForm from '../forms/ContactForm.tsx';
import { phoneDisplay, telHref, whatsAppHref } from '../format/siteContact.ts';

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
  return (
    <div className="container section">
      <h1>How Can We Help ?</h1>
      <p className="page-lead">
        Tell us what you are looking for and an Aangan advisor will get back to you. Once you have sent this form, floor
        plans, RERA details and brochures on project pages are open to you.
      </p>
      <div className="contact-layout">
        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactPageForm />
        </section>
        <aside className="contact-aside">
          <section className="panel" aria-labelledby="offices-title">
            <h2 id="offices-title">Office Locations</h2>
            <ul className="office-list">
              {ordered.map((office) => (
                <li key={`${office.city}-${office.label}`}>
                  <strong>{office.city}</strong>
                  <span>{office.label}</span>
                  <span className="office-address">{office.address}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="talk-title">
            <h2 id="talk-title">Talk to us</h2>
            <p>
              <a className="standalone-link" href={telHref(contact.phone)}>
                Call {phoneDisplay(contact.phone)}
              </a>
            </p>
            <p>
              <NewTabLink className="standalone-link" href={whatsAppHref(contact.whatsapp)}>
                Chat on WhatsApp
              </NewTabLink>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
