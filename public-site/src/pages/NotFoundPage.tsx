import type { ProjectCard } from '@aangan/contracts/browser';
import { ProjectGrid } from '../components/ProjectCardView.tsx';

export function NotFoundPage() {
  return (
    <section className="container message-page" aria-labelledby="not-found-title">
      <p className="message-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you are looking for does not exist. Let's get you back on track.</p>
      <a className="button" href="/">
        Back to HomePage
      </a>
    </section>
  );
}

export function UnavailablePage() {
  return (
    <section className="container message-page" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">We could not load this page</h1>
      <p>Our listings are taking a moment to respond. Please try again shortly.</p>
      <a className="button" href="/">
        Back to HomePage
      </a>
    </section>
  );
}

/** A project that was listed and has been removed (410): where to go instead. */
export function GonePage({ similar, city }: { similar: ProjectCard[]; city: string }) {
  const more = city ? `/search-result?${new URLSearchParams({ city })}` : '/search-result';
  return (
    <div className="container section">
      <section className="message-page" aria-labelledby="gone-title">
        <p className="message-code" aria-hidden="true">
          410
        </p>
        <h1 id="gone-title">This project is no longer listed</h1>
        <p>
          The developer or our team has taken it off Aangan.{' '}
          {similar.length > 0
            ? `Here are similar projects${city ? ` in ${city}` : ''}.`
            : 'Browse the projects we list today.'}
        </p>
        <a className="button" href={more}>
          {city ? `All projects in ${city}` : 'All projects'}
        </a>
      </section>
      {similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title">Similar projects</h2>
          <ProjectGrid cards={similar} />
        </section>
      )}
    </div>
  );
}
