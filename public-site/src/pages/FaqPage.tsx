import type { Faq } from '../model/contentResponses.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/** `/faqs`: each question is a native disclosure (a button that says whether it is expanded). */
export function FaqPage({ faqs }: { faqs: Faq[] }) {
  const t = useStrings().pages.faq;
  const localHref = useLocalHref();
  return (
    <div className="container section prose">
      <h1>{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      {faqs.length > 0 ? (
        <div className="faq-list">
          {faqs.map((faq) => (
            <details key={faq._id}>
              <summary>{faq.question}</summary>
              <p className="faq-answer">{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : (
        <EmptyState />
      )}
      <p className="faq-more">
        {t.stillAsking}
        <a href={localHref('/contact-us')}>{t.writeToUs}</a>
        {t.orAskAssistant}
      </p>
    </div>
  );
}
