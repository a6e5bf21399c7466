import type { SectionContent } from '@aangan/contracts';
import { wordMatches } from '../fuzzyMatch.ts';
import { tokensOf } from '../promptText.ts';
import { OFFICE_QUESTION, type Answer, type AnswerContext } from './answer.ts';

/** Office, phone, WhatsApp, email and hours, from the contact and offices sections the admins keep. */

type Office = SectionContent<'offices'>['offices'][number];

/** "+911204567890" → "+91 12045 67890" (Indian numbers read in fives); other numbers as stored. */
export const displayPhone = (phone: string): string => {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
};

const officeLine = (o: Office): string => `${o.city}${o.corporate ? ' (corporate office)' : ''}: ${o.address}`;

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
export const CALL_BACK_PROMPT = 'Request a call back';

const whatsappLink = (whatsapp: string): string => `https://wa.me/${whatsapp.replace(/\D/g, '')}`;

/**
 * Every way to reach us the answer has not given yet: a buyer asking for the phone number may
 * prefer WhatsApp or email, so a contact answer always ends with the rest of them and the contact page.
 */
export function otherChannelsLine(
  contact: SectionContent<'contact'>,
  given: ReadonlySet<'phone' | 'whatsapp' | 'email'>,
): string {
  const parts = [
    ...(given.has('phone') ? [] : [`call ${displayPhone(contact.phone)}`]),
    ...(given.has('whatsapp')
      ? []
      : [`WhatsApp ${displayPhone(contact.whatsapp)} (${whatsappLink(contact.whatsapp)})`]),
    ...(given.has('email') ? [] : [`email ${contact.email}`]),
  ];
  return `You can also ${parts.join(', ')}, or write to us on the contact page: ${CONTACT_PAGE}.`;
}

export async function contactAnswer({ analysis, knowledge }: AnswerContext): Promise<Answer> {
  const [contact, { offices }] = await Promise.all([knowledge.contact(), knowledge.offices()]);
  const topics = new Set(analysis.contact);
  const lines: string[] = [];
  const given = new Set<'phone' | 'whatsapp' | 'email'>();
  const phone = displayPhone(contact.phone);
  const whatsapp = displayPhone(contact.whatsapp);

  if (topics.has('callBack')) {
    lines.push(
      `Happy to call you. Tap "Request a call back" below and leave your name and number, or send them through ${CONTACT_PAGE}: an advisor calls you ${contact.hours}.`,
    );
  }
  if (topics.has('office')) {
    const named = officeNamed(analysis.text, offices);
    const askedCity = analysis.filters.city;
    if (named) lines.push(`Our ${named.city} office (${named.label.toLowerCase()}) is at ${named.address}.`);
    else if (askedCity)
      lines.push(`We don't have an office in ${askedCity} yet, but our advisors cover it from our other offices.`);
    if (!named) {
      lines.push('Our offices:', ...offices.map((o) => `• ${officeLine(o)}`));
    }
    lines.push(`Visits are by appointment (${contact.hours}); call ${phone} to fix a time.`);
    given.add('phone');
  }
  if (topics.has('phone') && !topics.has('callBack')) {
    lines.push(`You can call us on ${phone} (${contact.hours}).`);
    given.add('phone');
  }
  if (topics.has('whatsapp')) {
    lines.push(`WhatsApp us on ${whatsapp}: ${whatsappLink(contact.whatsapp)}`);
    given.add('whatsapp');
  }
  if (topics.has('email')) {
    lines.push(`Email us at ${contact.email}.`);
    given.add('email');
  }
  if (topics.has('hours') && !topics.has('phone') && !topics.has('office'))
    lines.push(`We are available ${contact.hours}.`);
  if (lines.length === 0) lines.push(`Our corporate office: ${contact.address}.`);
  lines.push(otherChannelsLine(contact, given));

  return {
    intent: 'contact',
    text: lines.join('\n'),
    projects: [],
    suggestions: [
      ...(topics.has('callBack') ? [] : [CALL_BACK_PROMPT]),
      ...(topics.has('office') ? [] : [OFFICE_QUESTION]),
      ...(topics.has('whatsapp') ? [] : ['WhatsApp number']),
      'How do I book a site visit?',
    ],
  };
}
