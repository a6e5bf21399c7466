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
  return offices.find((o) => {
    const cityWords = o.city.toLowerCase().split(/\s+/);
    return cityWords.every((cw) => words.some((w) => wordMatches(w, cw)));
  }) ?? null;
}

export async function contactAnswer({ analysis, knowledge }: AnswerContext): Promise<Answer> {
  const [contact, { offices }] = await Promise.all([knowledge.contact(), knowledge.offices()]);
  const topics = new Set(analysis.contact);
  const lines: string[] = [];
  const phone = displayPhone(contact.phone);
  const whatsapp = displayPhone(contact.whatsapp);

  if (topics.has('office')) {
    const named = officeNamed(analysis.text, offices);
    const askedCity = analysis.filters.city;
    if (named) lines.push(`Our ${named.city} office (${named.label.toLowerCase()}) is at ${named.address}.`);
    else if (askedCity) lines.push(`We don't have an office in ${askedCity} yet, but our advisors cover it from our other offices.`);
    if (!named) {
      lines.push('Our offices:', ...offices.map((o) => `• ${officeLine(o)}`));
    }
    lines.push(`Visits are by appointment (${contact.hours}); call ${phone} to fix a time.`);
  }
  if (topics.has('phone')) lines.push(`You can call us on ${phone} (${contact.hours}).`);
  if (topics.has('whatsapp')) lines.push(`WhatsApp us on ${whatsapp}: https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`);
  if (topics.has('email')) lines.push(`Email us at ${contact.email}.`);
  if (topics.has('hours') && !topics.has('phone') && !topics.has('office')) lines.push(`We are available ${contact.hours}.`);
  if (lines.length === 0) lines.push(`Call ${phone}, WhatsApp ${whatsapp} or email ${contact.email}. Our corporate office: ${contact.address}.`);

  return {
    intent: 'contact',
    text: lines.join('\n'),
    projects: [],
    suggestions: [...(topics.has('office') ? [] : [OFFICE_QUESTION]), ...(topics.has('whatsapp') ? [] : ['WhatsApp number']), 'How do I book a site visit?'],
  };
}
