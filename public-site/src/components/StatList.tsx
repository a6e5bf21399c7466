import type { StatItem } from '../model/contentResponses.ts';

/** Spec §1 stats (500+ projects, 1000+ units sold, 700+ clients, 100% satisfaction), as the site settings hold them. */
export function StatList({ items }: { items: StatItem[] }) {
  if (items.length === 0) return null;
  return (
    <dl className="stat-list">
      {items.map((item) => (
        <div key={item.label} className="stat">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
