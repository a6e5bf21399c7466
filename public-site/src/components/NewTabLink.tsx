import type { ReactNode } from 'react';
import { useStrings } from '../i18n/strings.tsx';

/** A link to another site, opened in a new tab; screen readers are told so. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{useStrings().chrome.opensInNewTab}</span>
    </a>
  );
}
