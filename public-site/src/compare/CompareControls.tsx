import { useEffect, useState } from 'react';
import { COMPARE_MAX, COMPARE_MIN, compareHref } from '@aangan/contracts/browser';
import { toggleCompare, useCompareSelection } from './compareStore.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/** A card's Compare switch: picks the project for the comparison (up to COMPARE_MAX). */
export function CompareToggle({ slug, title }: { slug: string; title: string }) {
  const picked = useCompareSelection();
  const t = useStrings().cards.compare;
  const on = picked.includes(slug);
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={on}
      disabled={!on && picked.length >= COMPARE_MAX}
      onClick={() => toggleCompare(slug)}
    >
      {t.toggle}
      <span className="visually-hidden"> {title}</span>
    </button>
  );
}

/** The bar shown by the first grid on the page only, however many grids of cards it has. */
let barOwner: object | null = null;

/** Once COMPARE_MIN projects are picked: "Compare 3 projects →", until dismissed (any change to the picks shows it again). */
export function CompareBar() {
  const picked = useCompareSelection();
  const [self] = useState(() => ({}));
  const [owns, setOwns] = useState(false);
  const [dismissed, setDismissed] = useState<readonly string[] | null>(null);
  const t = useStrings().cards.compare;
  const localHref = useLocalHref();
  useEffect(() => {
    if (barOwner === null) {
      barOwner = self;
      setOwns(true);
    }
    return () => {
      if (barOwner === self) barOwner = null;
    };
  }, [self]);
  if (!owns || picked.length < COMPARE_MIN || dismissed === picked) return null;
  return (
    <div className="compare-bar" role="region" aria-label={t.barLabel}>
      <a className="button compare-bar-link" href={localHref(compareHref(picked))}>
        {t.compareCount(picked.length)}
      </a>
      <button type="button" className="compare-bar-close" aria-label={t.hide} onClick={() => setDismissed(picked)}>
        ×
      </button>
    </div>
  );
}
