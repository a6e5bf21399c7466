import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import type { ProjectCard } from '@aangan/contracts/browser';

export function HomePage({ cities, newest }: { cities: string[]; newest: ProjectCard[] }) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">Find your next home, with advice you can trust</h1>
          <p className="hero-lead">
            RERA-registered projects from leading developers across India, and an advisor beside you from the first visit
            to possession.
          </p>
          <SearchForm cities={cities} idPrefix="hero" />
        </div>
      </section>

      {cities.length > 0 && (
        <section className="section container" aria-labelledby="cities-title">
          <h2 id="cities-title">Featured cities</h2>
          <ul className="city-list">
            {cities.map((city) => (
              <li key={city}>
                <a className="chip" href={`/search-result?${new URLSearchParams({ city })}`}>
                  {city}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="section container" aria-labelledby="newest-title">
        <div className="section-head">
          <h2 id="newest-title">Newest projects</h2>
          {newest.length > 0 && <a href="/search-result?sort=Newest">See all projects</a>}
        </div>
        {newest.length > 0 ? <ProjectGrid cards={newest} /> : <p className="empty">No Data Found</p>}
      </section>
    </>
  );
}
