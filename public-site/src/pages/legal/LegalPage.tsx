import { Fragment } from 'react';
import type { Locale } from '@aangan/contracts/browser';
import { lazyPage } from '../../components/lazyPage.ts';
import { useLocalHref, useLocale } from '../../i18n/strings.tsx';
import type { LegalDocument, LegalPageKind, LegalParagraph, LegalText } from './legalText.ts';

function Paragraph({ paragraph }: { paragraph: LegalParagraph }) {
  const localHref = useLocalHref();
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.before}
      <a href={localHref(paragraph.href)}>{paragraph.link}</a>
      {paragraph.after}
    </p>
  );
}

function LegalDocumentView({ document, prevails }: { document: LegalDocument; prevails?: string }) {
  return (
    <div className="container section prose">
      <h1>{document.title}</h1>
      <p className="page-lead">{document.lead}</p>
      {prevails && <p className="legal-prevails">{prevails}</p>}
      {document.sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <Paragraph key={index} paragraph={paragraph} />
          ))}
        </Fragment>
      ))}
    </div>
  );
}

const inLanguage = (text: LegalText) => ({
  default: ({ kind }: { kind: LegalPageKind }) => <LegalDocumentView document={text[kind]} prevails={text.prevails} />,
});

/** Each language's legal text is a chunk of its own: a page loads the text of its language only. */
const TEXTS: Record<Locale, ReturnType<typeof lazyPage<{ kind: LegalPageKind }>>> = {
  en: lazyPage(() => import('./en.ts').then((module) => inLanguage(module.legal))),
  hi: lazyPage(() => import('./hi.ts').then((module) => inLanguage(module.legal))),
};

/** A legal page in the page's language (a translation says that the English prevails). */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const Text = TEXTS[useLocale()];
  return <Text kind={kind} />;
}
