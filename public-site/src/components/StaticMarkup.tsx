import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * A part of every page that is markup only, with no behaviour of its own, and the same on many pages:
 * the header's menus, the footer. The server renders its content once per key and language
 * (entry-server.tsx), and the browser takes it as the page already has it: neither renders it node by
 * node again, nor hydrates it.
 */
export interface StaticPart {
  /** The element's id, by which the browser finds the server's markup. */
  id: string;
  /** All its content depends on besides the page's language: the same key, the same markup. */
  key: () => string;
  /** Its content, rendered with the page's language. */
  render: () => ReactNode;
}

/** On the server: what goes in a static part's place in the document (entry-server.tsx); none in the browser. */
export const StaticPartsContext = createContext<((part: StaticPart) => string | null) | null>(null);

/** The element holding a static part, its content the server's markup (or, where there is none, rendered). */
export function StaticMarkup({
  part,
  as: Tag,
  className,
}: {
  part: StaticPart;
  as: 'ul' | 'footer';
  className: string;
}) {
  const placeOf = useContext(StaticPartsContext);
  const [html] = useState<string | null>(() => {
    if (placeOf) return placeOf(part);
    return typeof document === 'undefined' ? null : (document.getElementById(part.id)?.innerHTML ?? null);
  });
  return html === null ? (
    <Tag id={part.id} className={className}>
      {part.render()}
    </Tag>
  ) : (
    <Tag id={part.id} className={className} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
