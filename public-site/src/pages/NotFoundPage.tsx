import type { ProjectCard } from '@aangan/contracts/browser';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

export function NotFoundPage() {
  const t = useStrings().pages.errors;
  const localHref = useLocalHref();
  return (
    <section className="container message-page" aria-labelledby="not-found-title">
      <p className="message-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <a className="button" href={localHref('/')}>
        {t.backHome}
      </a>
    </section>
  );
}

export function UnavailablePage() {
  const t = useStrings().pages.errors;
  const localHref = useLocalHref();
  return (
    <section className="container message-page" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">{t.unavailable}</h1>
      <p>{t.unavailableText}</p>
      <a className="button" href={localHref('/')}>
        {t.backHome}
      </a>
    </section>
  );
}

/** A project that was listed and has been removed (410): where to go instead. */
export function GonePage({ similar, city }: { similar: ProjectCard[]; city: string }) {
  const strings = useStrings();
  const t = strings.pages.errors;
  const localHref = useLocalHref();
  const cityName = city ? (strings.chrome.cities[city] ?? city) : '';
  const more = localHref(city ? `/search-result?${new URLSearchParams({ city })}` : '/search-result');
  return (
    <div className="container section">
      <section className="message-page" aria-labelledby="gone-title">
        <p className="message-code" aria-hidden="true">
          410
        </p>
        <h1 id="gone-title">{t.gone}</h1>
        <p>
          {t.goneText} {similar.length > 0 ? t.similarIn(cityName) : t.browseToday}
        </p>
        <a className="button" href={more}>
          {t.allIn(cityName)}
        </a>
      </section>
      {similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title">{t.similar}</h2>
          <ProjectGrid cards={similar} />
        </section>
      )}
    </div>
  );
}
