import { bestQuestionMatch } from '../keywordOverlap.ts';
import type { Answer, AnswerContext } from './answer.ts';

/** A site FAQ, answered in the admins' own words; the other FAQs become the quick replies. */
export async function faqAnswer(ctx: AnswerContext): Promise<Answer> {
  const faqs = await ctx.knowledge.faqs();
  const match = ctx.faq ?? bestQuestionMatch(ctx.analysis.text, faqs);
  if (!match)
    return {
      intent: 'siteFaq',
      text: 'You can read our frequently asked questions at /faqs.',
      projects: [],
      suggestions: faqs.slice(0, 3).map((f) => f.question),
    };
  const others = faqs
    .filter((f) => f.question !== match.entry.question)
    .slice(0, 3)
    .map((f) => f.question);
  return { intent: 'siteFaq', text: match.entry.answer, projects: [], suggestions: others };
}
