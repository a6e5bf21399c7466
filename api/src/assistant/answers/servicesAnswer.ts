import type { SectionContent } from '@aangan/contracts';
import { wordMatches } from '../fuzzyMatch.ts';
import { normalisePrompt, tokensOf } from '../promptText.ts';
import type { Answer, AnswerContext } from './answer.ts';
import { CALL_BACK_PROMPT, CONTACT_PAGE, displayPhone } from './contactAnswer.ts';

/**
 * Questions about what Aangan does for buyers (spec §1: real estate consultation, home loans,
 * after-sales assistance, Vastu consultancy, CRM services), answered from the services section the
 * admins edit, with a call-back offered: a buyer asking about a service wants to talk to someone.
 * A service Aangan does not offer is said to be none of ours, then the ones it does offer follow.
 */

type Service = SectionContent<'services'>['services'][number];

/** Everyday words for a service, folded onto a word its title uses. */
const SERVICE_SYNONYMS: Readonly<Record<string, string>> = {
  advice: 'consultation',
  advisory: 'consultation',
  guidance: 'consultation',
  consult: 'consultation',
  consultant: 'consultation',
  salah: 'consultation',
  consultancy: 'consultation',
  loans: 'loan',
  mortgage: 'loan',
  finance: 'loan',
  financing: 'loan',
  vaastu: 'vastu',
  aftersales: 'after',
  paperwork: 'after',
  registration: 'after',
  handover: 'after',
};
/** Title words that say nothing about which service it is. */
const GENERIC = new Set(['services', 'service', 'and', 'assistance', 'support', 'sales', 'for', 'the', 'of']);

const wordsOf = (text: string): string[] => tokensOf(normalisePrompt(text)).map((t) => t.word);
const folded = (word: string): string => SERVICE_SYNONYMS[word] ?? (word.startsWith('consult') ? 'consultation' : word);

/** The services the prompt names, best match first; none when it asks about services in general. */
export function servicesNamed(prompt: string, services: readonly Service[]): Service[] {
  const asked = wordsOf(prompt).map(folded);
  const scored = services.map((service) => {
    const distinctive = wordsOf(service.title)
      .map(folded)
      .filter((w) => !GENERIC.has(w));
    // Words in common, not a share of the title: "vastu consultancy" is the Vastu service, not every consultation.
    return { service, score: distinctive.filter((w) => asked.some((a) => wordMatches(a, w))).length };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best === 0 ? [] : scored.filter((s) => s.score === best).map((s) => s.service);
}

/** "Vastu consultancy" reads "vastu consultancy" mid-sentence; "CRM services" keeps its capitals. */
const inSentence = (title: string): string =>
  /^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

export async function servicesAnswer({ analysis, knowledge }: AnswerContext): Promise<Answer> {
  const [{ services }, contact] = await Promise.all([knowledge.services(), knowledge.contact()]);
  const named = servicesNamed(analysis.text, services);
  const callBack = `Would you like an advisor to call you? Tap "${CALL_BACK_PROMPT}", call ${displayPhone(contact.phone)} or write to us at ${CONTACT_PAGE}.`;
  const offered = [
    'Here is how Aangan helps buyers:',
    ...services.map((s) => `• ${s.title}: ${s.description}`),
    callBack,
  ];
  const lines = analysis.unofferedService
    ? [
        `Sorry, ${analysis.unofferedService} is not one of our services, so I can't help with that. ${offered[0]}`,
        ...offered.slice(1),
      ]
    : named.length
      ? [...named.map((s) => `Yes, we offer ${inSentence(s.title)}: ${s.description}`), callBack]
      : offered;
  const others = services
    .filter((s) => !named.includes(s))
    .slice(0, 2)
    .map((s) => `Tell me about ${inSentence(s.title)}`);
  return { intent: 'services', text: lines.join('\n'), projects: [], suggestions: [CALL_BACK_PROMPT, ...others] };
}
