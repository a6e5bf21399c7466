import type { ContactDetails } from '../model/contentResponses.ts';
import { phoneDisplay, telHref, whatsAppHref } from '../format/siteContact.ts';
import { EnquiryButton } from './Enquiry.tsx';
import { useStrings } from '../i18n/strings.tsx';

/** Spec §2: on phones, Enquiry, Call and WhatsApp stay at hand at the bottom of every page (the contact section's numbers). */
export function BottomBar({ contact }: { contact: Pick<ContactDetails, 'phone' | 'whatsapp'> }) {
  const t = useStrings().chrome;
  return (
    <nav className="bottom-bar" aria-label={t.contactBar}>
      <EnquiryButton className="bottom-bar-item">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {t.enquiry}
      </EnquiryButton>
      <a className="bottom-bar-item" href={telHref(contact.phone)}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            fill="currentColor"
          />
        </svg>
        {t.call}
        <span className="visually-hidden"> {phoneDisplay(contact.phone)}</span>
      </a>
      <a className="bottom-bar-item" href={whatsAppHref(contact.whatsapp)} target="_blank" rel="noopener">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.6.7.7-2.5-.2-.3A7 7 0 0 1 12 5zm-2.6 3.5c-.2 0-.5 0-.7.3-.3.3-.9.9-.9 2.1s.9 2.4 1 2.6c.2.2 1.8 2.8 4.4 3.8 2.1.8 2.6.7 3 .6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.5-.3-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a5.7 5.7 0 0 1-2.9-2.5c-.2-.4.2-.4.6-1.2.1-.1 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.5-.4z"
            fill="currentColor"
          />
        </svg>
        {t.whatsapp}
        <span className="visually-hidden">{t.opensInNewTab}</span>
      </a>
    </nav>
  );
}
