import { HINDI_TERMS, type Locale } from '@aangan/contracts';
import { cityInHindi } from '../hindi/devanagari.ts';
import { CALL_BACK_PROMPT } from './quickReplies.ts';

/** The sentences of a contact answer in each language; contactAnswer.ts decides which are said. Admin-written text (addresses, hours) is quoted as stored. */

/** The ways to reach us an answer has not given yet. */
export interface OtherChannels {
  phone?: string;
  whatsapp?: { number: string; link: string };
  email?: string;
}

interface ContactWording {
  callBack(hours: string, page: string): string;
  officeAt(city: string, label: string, address: string): string;
  noOfficeIn(city: string): string;
  ourOffices: string;
  visits(hours: string, phone: string): string;
  callUs(phone: string, hours: string): string;
  whatsappUs(number: string, link: string): string;
  emailUs(email: string): string;
  hours(hours: string): string;
  corporateOffice(address: string): string;
  otherChannels(channels: OtherChannels, page: string): string;
  whatsappNumber: string;
  siteVisit: string;
}

export const CONTACT_WORDING: Readonly<Record<Locale, ContactWording>> = {
  en: {
    callBack: (hours, page) =>
      `Happy to call you. Tap "${CALL_BACK_PROMPT.en}" below and leave your name and number, or send them through ${page}: an advisor calls you ${hours}.`,
    officeAt: (city, label, address) => `Our ${city} office (${label.toLowerCase()}) is at ${address}.`,
    noOfficeIn: (city) => `We don't have an office in ${city} yet, but our advisors cover it from our other offices.`,
    ourOffices: 'Our offices:',
    visits: (hours, phone) => `Visits are by appointment (${hours}); call ${phone} to fix a time.`,
    callUs: (phone, hours) => `You can call us on ${phone} (${hours}).`,
    whatsappUs: (number, link) => `WhatsApp us on ${number}: ${link}`,
    emailUs: (email) => `Email us at ${email}.`,
    hours: (hours) => `We are available ${hours}.`,
    corporateOffice: (address) => `Our corporate office: ${address}.`,
    otherChannels(c, page) {
      const parts = [
        ...(c.phone ? [`call ${c.phone}`] : []),
        ...(c.whatsapp ? [`WhatsApp ${c.whatsapp.number} (${c.whatsapp.link})`] : []),
        ...(c.email ? [`email ${c.email}`] : []),
      ];
      return `You can also ${parts.join(', ')}, or write to us on the contact page: ${page}.`;
    },
    whatsappNumber: 'WhatsApp number',
    siteVisit: 'How do I book a site visit?',
  },
  hi: {
    callBack: (hours, page) =>
      `हम ख़ुशी से आपको कॉल करेंगे। नीचे "${CALL_BACK_PROMPT.hi}" चुनिए और अपना नाम और नंबर दीजिए, या ${page} से भेजिए: हमारे सलाहकार आपको कॉल करेंगे (समय: ${hours})।`,
    officeAt: (city, label, address) => `हमारा ${cityInHindi(city)} ऑफिस (${label}) यहाँ है: ${address}।`,
    noOfficeIn: (city) =>
      `${cityInHindi(city)} में अभी हमारा ऑफिस नहीं है, लेकिन हमारे सलाहकार दूसरे ऑफिसों से वहाँ भी आपकी मदद करते हैं।`,
    ourOffices: 'हमारे ऑफिस:',
    visits: (hours, phone) => `ऑफिस आने के लिए पहले से समय तय कर लीजिए (${hours}); इसके लिए ${phone} पर कॉल करें।`,
    callUs: (phone, hours) => `आप हमें ${phone} पर कॉल कर सकते हैं (${hours})।`,
    whatsappUs: (number, link) => `हमें ${number} पर व्हाट्सऐप करें: ${link}`,
    emailUs: (email) => `हमें ${email} पर ईमेल करें।`,
    hours: (hours) => `हमारा समय: ${hours}।`,
    corporateOffice: (address) => `हमारा कॉर्पोरेट ऑफिस: ${address}।`,
    otherChannels(c, page) {
      const parts = [
        ...(c.phone ? [`${c.phone} पर कॉल`] : []),
        ...(c.whatsapp ? [`${c.whatsapp.number} पर व्हाट्सऐप (${c.whatsapp.link})`] : []),
        ...(c.email ? [`${c.email} पर ईमेल`] : []),
      ];
      const write = `संपर्क पेज ${page} पर हमें लिख भी सकते हैं।`;
      return parts.length ? `आप ${parts.join(', ')} कर सकते हैं, या ${write}` : `आप ${write}`;
    },
    whatsappNumber: 'व्हाट्सऐप नंबर',
    siteVisit: `${HINDI_TERMS.siteVisit} कैसे बुक करूँ?`,
  },
};
