import { useEffect, useState } from 'react';
import { NewTabLink } from '../components/NewTabLink.tsx';
import { useToast } from '../components/Toasts.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import { SHORTLIST_PATH } from './shareLink.ts';

/** The shortlist's bars: sharing the list, and comparing the projects ticked in it. */

const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The address that opens these projects on another phone: their slugs, nothing about who sent them. */
const shareUrlOf = (origin: string, slugs: readonly string[], localHref: (href: string) => string): string =>
  `${origin}${localHref(`${SHORTLIST_PATH}?share=${slugs.map(encodeURIComponent).join(',')}`)}`;

export function ShareBar({ slugs }: { slugs: readonly string[] }) {
  const toast = useToast();
  const t = useStrings().saved.shortlist;
  const localHref = useLocalHref();
  const url = () => shareUrlOf(window.location.origin, slugs, localHref);
  const share = () => {
    const link = url();
    const copy = () =>
      navigator.clipboard
        .writeText(link)
        .then(() => toast(t.linkCopied))
        .catch(() => toast(t.copyThis(link), { tone: 'error' }));
    if (typeof navigator.share === 'function')
      navigator.share({ title: t.shareTitle, url: link }).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) void copy();
      });
    else if (navigator.clipboard) void copy();
    else toast(t.copyThis(link));
  };
  const [whatsApp, setWhatsApp] = useState('');
  useEffect(() => {
    setWhatsApp(`https://wa.me/?text=${encodeURIComponent(t.shareText(url()))}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slugs]);
  return (
    <div className="shortlist-share">
      <button type="button" className="button button--ghost" onClick={share}>
        {t.share}
      </button>
      {whatsApp && (
        <NewTabLink className="button button--ghost" href={whatsApp}>
          {t.whatsApp}
        </NewTabLink>
      )}
    </div>
  );
}

export function CompareBar({ chosen }: { chosen: readonly string[] }) {
  const t = useStrings().saved.shortlist;
  const localHref = useLocalHref();
  const ready = chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;
  return (
    <div className="shortlist-compare" role="group" aria-label={t.compare}>
      <p className="shortlist-compare-note" aria-live="polite">
        {ready ? t.chosen(chosen.length) : t.tick(COMPARE_MIN, COMPARE_MAX)}
      </p>
      {ready ? (
        <a className="button" href={localHref(`/compare?slugs=${chosen.map(encodeURIComponent).join(',')}`)}>
          {t.compareSelected}
        </a>
      ) : (
        <span className="button shortlist-compare-off" aria-disabled="true">
          {t.compareSelected}
        </span>
      )}
    </div>
  );
}
