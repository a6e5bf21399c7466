import { bestQuestionMatch } from '../keywordOverlap.ts';
import type { Locale } from '@aangan/contracts';
import type { Answer, AnswerContext } from './answer.ts';

const READ_THE_FAQS: Readonly<Record<Locale, string>> = {
  en: 'You can read our frequently asked questions at /faqs.',
  hi: 'अक्सर पूछे जाने वाले सवाल आप /faqs पर पढ़ सकते हैं।',
};

/** A site FAQ, answered in the admins' own words (in any language, as stored); the other FAQs become the quick replies. */
export async function faqAnswer(ctx: AnswerContext): Promise<Answer> {
  const faqs = await ctx.knowledge.faqs();
  const match = ctx.faq ?? bestQuestionMatch(ctx.analysis.text, faqs);
  if (!match)
    return {
      intent: 'siteFaq',
      text: READ_THE_FAQS[ctx.language],
      projects: [],
      suggestions: faqs.slice(0, 3).map((f) => f.question),
    };
  const others = faqs
    .filter((f) => f.question !== match.entry.question)
    .slice(0, 3)
    .map((f) => f.question);
  return { intent: 'siteFaq', text: match.entry.answer, projects: [], suggestions: others };
}
