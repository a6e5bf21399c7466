import type { ReactNode } from 'react';

/** Spec §8's empty state: 'No Data Found', with what the visitor can do about it below. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">No Data Found</p>
      {children}
    </div>
  );
}
