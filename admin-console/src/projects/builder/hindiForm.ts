import type { AdminProject, Faq, ProjectCommandBody } from '@aangan/contracts';

/**
 * The builder's Hindi texts as the inputs hold them (empty: none). A highlight's Hindi text is kept
 * by its tag; only the tags chosen are sent, so a tag taken off takes its Hindi text with it.
 */
export interface HindiFormValues {
  hindiProjectTitle: string;
  hindiDescription: string;
  hindiHighlightTags: Record<string, string>;
  hindiFaqs: Faq[];
}

type HindiFields = Pick<
  ProjectCommandBody,
  'hindiProjectTitle' | 'hindiDescription' | 'hindiHighlightTags' | 'hindiFaqs'
>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const trimmed = (value: unknown): string => text(value).trim();

export const hindiValues = (project: Partial<AdminProject>): HindiFormValues => ({
  hindiProjectTitle: text(project.hindiProjectTitle),
  hindiDescription: text(project.hindiDescription),
  hindiHighlightTags: { ...project.hindiHighlightTags },
  hindiFaqs: (project.hindiFaqs ?? []).map((faq) => ({ question: faq.question, answer: faq.answer })),
});

/** The Hindi fields to send, from the form's Hindi values and its chosen highlight tags. */
export function hindiFieldsOf(values: HindiFormValues & { highlightTags: string[] }): HindiFields {
  const texts = values.hindiHighlightTags ?? {};
  const tags = Object.fromEntries(
    (values.highlightTags ?? []).flatMap((tag) => (trimmed(texts[tag]) ? [[tag, trimmed(texts[tag])]] : [])),
  ) as HindiFields['hindiHighlightTags'];
  return {
    hindiProjectTitle: trimmed(values.hindiProjectTitle),
    hindiDescription: trimmed(values.hindiDescription),
    hindiHighlightTags: tags && Object.keys(tags).length > 0 ? tags : undefined,
    hindiFaqs: (values.hindiFaqs ?? []).map((faq) => ({
      question: trimmed(faq.question),
      answer: trimmed(faq.answer),
    })),
  };
}
