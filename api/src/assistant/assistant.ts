import type { AssistantContext, AssistantReply } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import type { Answer, AnswerContext } from './answers/answer.ts';
import { contactAnswer } from './answers/contactAnswer.ts';
import { emiAnswer } from './answers/emiAnswer.ts';
import { faqAnswer } from './answers/faqAnswer.ts';
import { projectAnswer, projectNotFoundAnswer } from './answers/projectAnswer.ts';
import { searchAnswer } from './answers/searchAnswer.ts';
import { servicesAnswer } from './answers/servicesAnswer.ts';
import { clarifyAnswer, fallbackAnswer, greetingAnswer } from './answers/smallTalkAnswers.ts';
import { createAssistantSearch } from './assistantSearch.ts';
import type { CatalogueCache } from './catalogue.ts';
import { cardLine } from './describeSearch.ts';
import { withConversation } from './followUp.ts';
import { replyLanguage } from './hindi/replyLanguage.ts';
import { chooseRoute, type AnswerRoute } from './intentRules.ts';
import { bestQuestionMatch } from './keywordOverlap.ts';
import { phraseSafely, type Phraser } from './llmPhraser.ts';
import { analysePrompt, type PromptAnalysis } from './promptAnalysis.ts';
import { createSiteKnowledge } from './siteKnowledge.ts';

/**
 * The buyer's assistant: reads the prompt, picks the kind of answer, composes it from the read
 * models, and (only when a language model is configured) lets the model rephrase it under the
 * phrasing guard. Offline and deterministic by default: the same prompt over the same data gets
 * the same reply.
 */

export interface AssistantDeps {
  readStore: ReadStore;
  catalogue: CatalogueCache;
  phraser?: Phraser | undefined;
  logger?: Logger;
}

const ANSWERS: Record<AnswerRoute, (ctx: AnswerContext) => Answer | Promise<Answer>> = {
  greeting: greetingAnswer,
  emi: emiAnswer,
  projectInfo: projectAnswer,
  projectNotFound: projectNotFoundAnswer,
  contact: contactAnswer,
  services: servicesAnswer,
  siteFaq: faqAnswer,
  search: searchAnswer,
  clarify: clarifyAnswer,
  fallback: fallbackAnswer,
};

/** Answers whose reply reports the search filters read from the prompt (an EMI or FAQ answer does not search). */
const REPORTS_FILTERS: ReadonlySet<AnswerRoute> = new Set([
  'search',
  'projectInfo',
  'projectNotFound',
  'contact',
  'services',
  'clarify',
  'greeting',
  'fallback',
]);

export function createAssistant(deps: AssistantDeps) {
  const search = createAssistantSearch(deps.readStore);
  const knowledge = createSiteKnowledge(deps.readStore);

  return {
    /** `prompt` must already be masked (personalDataMask): this is all the assistant, or a model, ever reads. */
    /** The reply, who phrased it, and the analysis of the prompt (what the assistant understood of it). */
    /** `conversation`: the last search of this visitor's conversation, which a follow-up ("and in Noida?") changes. */
    async answer(
      prompt: string,
      conversation?: AssistantContext,
    ): Promise<{ reply: AssistantReply; phrasedBy: 'rules' | 'model'; analysis: PromptAnalysis }> {
      const catalogue = await deps.catalogue.current();
      const read = analysePrompt(prompt, catalogue);
      const language = replyLanguage(prompt, read, conversation);
      const analysis = withConversation(read, conversation);
      const faq = bestQuestionMatch(analysis.text, await knowledge.faqs());
      const route = chooseRoute(analysis, faq?.score ?? 0);
      const answer = await ANSWERS[route]({ analysis, catalogue, search, knowledge, faq, language });

      const allowedTitles = answer.projects.map((p) => p.projectTitle).filter((t): t is string => Boolean(t));
      const phrased = await phraseSafely(
        deps.phraser,
        {
          purpose: 'reply',
          question: prompt,
          draft: answer.text,
          facts: answer.projects.map((card) => cardLine(card, language)),
          allowedTitles,
          language,
        },
        { knownTitles: catalogue.projects.map((p) => p.title) },
        deps.logger,
      );
      const reply: AssistantReply = {
        responseCode: 200,
        response: phrased.text,
        intent: answer.intent,
        understood: {
          ...(REPORTS_FILTERS.has(route) ? analysis.filters : {}),
          ...answer.understood,
          ...(language === 'hi' ? { language } : {}),
        },
        projects: answer.projects,
        suggestions: answer.suggestions,
        ...(answer.total !== undefined ? { total: answer.total } : {}),
        ...(answer.searchLink ? { searchLink: answer.searchLink } : {}),
        ...(answer.emi ? { emi: answer.emi } : {}),
      };
      return { reply, phrasedBy: phrased.by, analysis };
    },
  };
}
