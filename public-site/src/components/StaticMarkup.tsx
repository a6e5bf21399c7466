import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * A part of every page that is markup only, with no behaviour of its own, and the same on many pages:
 * the header's menu lists, the footer. The server renders its content once per key and language
 * (entry-server.tsx), and the browser takes it as the page already has it: neither renders it node by
 * node again, nor hydrates it, and the browser's code does not even carry what draws it.
 */
export interface StaticPart {
  /** The element's id, by which the browser finds the server's markup. */
  id: StaticPartId;
  /** All its content depends on besides the page's language: the same key, the same markup. */
  key: () => string;
  /** Its content, rendered with the page's language. */
  render: () => ReactNode;
}

export const STATIC_PART_IDS = { navList: 'nav-list', drawerList: 'drawer-list', footer: 'site-footer' } as const;
export type StaticPartId = (typeof STATIC_PART_IDS)[keyof typeof STATIC_PART_IDS];

/** On the server: what goes in a static part's place in the document (entry-server.tsx); none in the browser. */
export const StaticPartsContext = createContext<((id: StaticPartId) => string | null) | null>(null);

/** The element holding a static part, its content the server's markup. */
export function StaticMarkup({ id, as: Tag, className }: { id: StaticPartId; as: 'ul' | 'footer'; className: string }) {
  const placeOf = useContext(StaticPartsContext);
  const [html] = useState<string>(() => {
    if (placeOf) return placeOf(id) ?? '';
    return typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? '');
  });
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
