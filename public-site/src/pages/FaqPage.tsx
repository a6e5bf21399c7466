import type { Faq } from '../model/contentResponses.ts';
import { EmptyState } from '../components/EmptyState.tsx';

/** `/faqs`: each question is a native disclosure (a button that says whether it is expanded). */
export function FaqPage({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="container section prose">
      <h1>Frequently asked questions</h1>
      <p className="page-lead">What buyers ask us most. Tap a question to see its answer.</p>
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
        Still have a question? <a href="/contact-us">Write to us</a> or ask the assistant in the chat.
      </p>
    </div>
  );
}
