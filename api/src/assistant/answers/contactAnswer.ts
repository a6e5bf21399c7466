import type { Locale, SectionContent } from '@aangan/contracts';
import { wordMatches } from '../fuzzyMatch.ts';
import { cityInHindi } from '../hindi/devanagari.ts';
import { tokensOf } from '../promptText.ts';
import type { Answer, AnswerContext } from './answer.ts';
import { CONTACT_WORDING } from './contactWording.ts';
import { CALL_BACK_PROMPT, OFFICE_QUESTION } from './quickReplies.ts';

/** Office, phone, WhatsApp, email and hours, from the contact and offices sections the admins keep. */

type Office = SectionContent<'offices'>['offices'][number];

/** "+911204567890" → "+91 12045 67890" (Indian numbers read in fives); other numbers as stored. */
export const displayPhone = (phone: string): string => {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
};

const officeLine = (o: Office, language: Locale): string =>
  language === 'hi'
    ? `${cityInHindi(o.city)}${o.corporate ? ' (कॉर्पोरेट ऑफिस)' : ''}: ${o.address}`
    : `${o.city}${o.corporate ? ' (corporate office)' : ''}: ${o.address}`;

/** The office in a city the prompt names, typos allowed ("mumbay"), whether or not the city has projects. */
function officeNamed(text: string, offices: readonly Office[]): Office | null {
  const words = tokensOf(text).map((t) => t.word);
  return (
    offices.find((o) => {
      const cityWords = o.city.toLowerCase().split(/\s+/);
      return cityWords.every((cw) => words.some((w) => wordMatches(w, cw)));
    }) ?? null
  );
}

/** The page with the contact form and every office (spec §2 /contact-us). */
export const CONTACT_PAGE = '/contact-us';

const whatsappLink = (whatsapp: string): string => `https://wa.me/${whatsapp.replace(/\D/g, '')}`;

/**
 * Every way to reach us the answer has not given yet: a buyer asking for the phone number may
 * prefer WhatsApp or email, so a contact answer always ends with the rest of them and the contact page.
 */
export function otherChannelsLine(
  contact: SectionContent<'contact'>,
  given: ReadonlySet<'phone' | 'whatsapp' | 'email'>,
  language: Locale,
): string {
  return CONTACT_WORDING[language].otherChannels(
    {
      ...(given.has('phone') ? {} : { phone: displayPhone(contact.phone) }),
      ...(given.has('whatsapp')
        ? {}
        : { whatsapp: { number: displayPhone(contact.whatsapp), link: whatsappLink(contact.whatsapp) } }),
      ...(given.has('email') ? {} : { email: contact.email }),
    },
    CONTACT_PAGE,
  );
}

export async function contactAnswer({ analysis, knowledge, language }: AnswerContext): Promise<Answer> {
  const words = CONTACT_WORDING[language];
  const [contact, { offices }] = await Promise.all([knowledge.contact(), knowledge.offices()]);
  const topics = new Set(analysis.contact);
  const lines: string[] = [];
  const given = new Set<'phone' | 'whatsapp' | 'email'>();
  const phone = displayPhone(contact.phone);
  const whatsapp = displayPhone(contact.whatsapp);

  if (topics.has('callBack')) {
    lines.push(words.callBack(contact.hours, CONTACT_PAGE));
  }
  if (topics.has('office')) {
    const named = officeNamed(analysis.text, offices);
    const askedCity = analysis.filters.city;
    if (named) lines.push(words.officeAt(named.city, named.label, named.address));
    else if (askedCity) lines.push(words.noOfficeIn(askedCity));
    if (!named) {
      lines.push(words.ourOffices, ...offices.map((o) => `• ${officeLine(o, language)}`));
    }
    lines.push(words.visits(contact.hours, phone));
    given.add('phone');
  }
  if (topics.has('phone') && !topics.has('callBack')) {
    lines.push(words.callUs(phone, contact.hours));
    given.add('phone');
  }
  if (topics.has('whatsapp')) {
    lines.push(words.whatsappUs(whatsapp, whatsappLink(contact.whatsapp)));
    given.add('whatsapp');
  }
  if (topics.has('email')) {
    lines.push(words.emailUs(contact.email));
    given.add('email');
  }
  if (topics.has('hours') && !topics.has('phone') && !topics.has('office')) lines.push(words.hours(contact.hours));
  if (lines.length === 0) lines.push(words.corporateOffice(contact.address));
  lines.push(otherChannelsLine(contact, given, language));

  return {
    intent: 'contact',
    text: lines.join('\n'),
    projects: [],
    suggestions: [
      ...(topics.has('callBack') ? [] : [CALL_BACK_PROMPT[language]]),
      ...(topics.has('office') ? [] : [OFFICE_QUESTION[language]]),
      ...(topics.has('whatsapp') ? [] : [words.whatsappNumber]),
      words.siteVisit,
    ],
  };
}
