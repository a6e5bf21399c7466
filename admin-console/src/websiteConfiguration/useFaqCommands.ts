import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { FaqInput, SiteFaq } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/** Until an admin writes an FAQ the API lists built-in ones with ids `default-1`, ...; they cannot be edited in place. */
export const isBuiltIn = (faqs: SiteFaq[]) => faqs.length > 0 && faqs.every((faq) => faq._id.startsWith('default-'));

/** What an edit or delete of one FAQ is based on, and who explains a refusal for someone else's newer save. */
export interface FaqBase {
  revision: number;
  onStale(error: unknown): boolean;
}

type Outcome = 'saved' | 'refused' | 'failed';

/**
 * The FAQ calls, with the built-in list in mind: the first change to it saves the built-in FAQs
 * (with the change) as admin-written ones, in order, since the API stops listing the built-in
 * ones as soon as one FAQ is written. An edit or delete of an admin-written FAQ names its revision.
 */
export function useFaqCommands(faqs: SiteFaq[], onChange: (faqs: SiteFaq[]) => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ id: string; fields: FieldErrors } | null>(null);

  const copyBuiltIn = async (list: FaqInput[]): Promise<SiteFaq[]> => {
    const saved: SiteFaq[] = [];
    for (const [order, faq] of list.entries())
      saved.push((await dataProvider.createFaq({ question: faq.question, answer: faq.answer, order })).faq);
    return saved;
  };

  const run = async (
    id: string,
    work: () => Promise<{ message: string; faqs: SiteFaq[] }>,
    onStale?: (error: unknown) => boolean,
  ): Promise<Outcome> => {
    setPending(true);
    setErrors(null);
    try {
      const { message, faqs: next } = await work();
      notify(message, { type: 'success' });
      onChange(next);
      return 'saved';
    } catch (error) {
      if (onStale?.(error)) return 'refused';
      setErrors({ id, fields: fieldErrorsOf(error) });
      notify(errorMessage(error, 'The FAQ could not be saved, please try again'), { type: 'error' });
      return 'failed';
    } finally {
      setPending(false);
    }
  };

  const builtIn = isBuiltIn(faqs);
  const nextOrder = () => faqs.reduce((max, faq) => Math.max(max, faq.order), -1) + 1;

  return {
    pending,
    errorsFor: (id: string): FieldErrors => (errors?.id === id ? errors.fields : {}),
    save: (faq: SiteFaq, input: FaqInput, base: FaqBase) =>
      run(
        faq._id,
        async () => {
          if (builtIn)
            return { message: 'FAQ saved', faqs: await copyBuiltIn(faqs.map((f) => (f._id === faq._id ? input : f))) };
          const { message, faq: saved } = await dataProvider.updateFaq(
            faq._id,
            { ...input, order: faq.order },
            base.revision,
          );
          return { message, faqs: faqs.map((f) => (f._id === faq._id ? saved : f)) };
        },
        base.onStale,
      ),
    remove: (faq: SiteFaq, base: FaqBase) =>
      run(
        faq._id,
        async () => {
          if (builtIn) {
            await copyBuiltIn(faqs.filter((f) => f._id !== faq._id));
            return { message: 'FAQ deleted', faqs: (await dataProvider.getWebsiteConfiguration()).faqs };
          }
          const { message } = await dataProvider.deleteFaq(faq._id, base.revision);
          return { message, faqs: faqs.filter((f) => f._id !== faq._id) };
        },
        base.onStale,
      ),
    add: (input: FaqInput) =>
      run('new', async () => {
        if (builtIn) return { message: 'FAQ saved', faqs: await copyBuiltIn([...faqs, input]) };
        const { message, faq } = await dataProvider.createFaq({ ...input, order: nextOrder() });
        return { message, faqs: [...faqs, faq] };
      }),
  };
}

export type FaqCommands = ReturnType<typeof useFaqCommands>;
