import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts, className = 'fact-list' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts that have a value, in the order given. */
export const factsOf = (entries: Array<[string, ReactNode | undefined]>): Fact[] =>
  entries
    .filter((entry): entry is [string, ReactNode] => entry[1] !== undefined && entry[1] !== '')
    .map(([label, value]) => ({ label, value }));
