import type { ReactNode } from 'react';
import { useStrings } from '../i18n/strings.tsx';

/** Spec §8's empty state: 'No Data Found', with what the visitor can do about it below. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const t = useStrings().chrome;
  return (
    <div className="empty">
      <p className="empty-title">{t.noDataFound}</p>
      {children}
    </div>
  );
}
