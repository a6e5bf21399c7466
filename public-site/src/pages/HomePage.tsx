import { HeroCarousel } from '../components/HeroCarousel.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { StatList } from '../components/StatList.tsx';
import { TestimonialList } from '../components/TestimonialList.tsx';
import type { HeroSlide, StatItem, Testimonial } from '../model/contentResponses.ts';
import type { ProjectCard } from '@aangan/contracts/browser';

interface HomePageProps {
  cities: string[];
  newest: ProjectCard[];
  heroSlides: HeroSlide[];
  stats: StatItem[];
  testimonials: Testimonial[];
}

export function HomePage({ cities, newest, heroSlides, stats, testimonials }: HomePageProps) {
  return (
    <>
      {heroSlides.length > 0 && <HeroCarousel slides={heroSlides} focusAfterClose="hero-title" />}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title" tabIndex={-1}>
            Find your next home, with advice you can trust
          </h1>
          <p className="hero-lead">
            RERA-registered projects from leading developers across India, and an advisor beside you from the first
            visit to possession.
          </p>
          <div className="hero-search">
            <SearchBox idPrefix="hero" />
            {cities.length > 0 && (
              <p className="hero-cities">
                <span>Popular:</span>
                {cities.slice(0, 6).map((city) => (
                  <a key={city} href={`/search-result?${new URLSearchParams({ city })}`}>
                    {city}
                  </a>
                ))}
              </p>
            )}
          </div>
        </div>
      </section>

      {stats.length > 0 && (
        <section className="section section--deferred container" aria-labelledby="stats-title">
          <h2 id="stats-title" className="visually-hidden">
            Aangan in numbers
          </h2>
          <StatList items={stats} />
        </section>
      )}

      {cities.length > 0 && (
        <section className="section section--deferred container" aria-labelledby="cities-title">
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

      <section className="section section--deferred container" aria-labelledby="newest-title">
        <div className="section-head">
          <h2 id="newest-title">Newest projects</h2>
          {newest.length > 0 && (
            <a className="standalone-link" href="/search-result?sort=Newest">
              See all projects
            </a>
          )}
        </div>
        {newest.length > 0 ? <ProjectGrid cards={newest} /> : <EmptyState />}
      </section>

      {testimonials.length > 0 && (
        <section className="section section--deferred container" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">What our clients say</h2>
          <TestimonialList testimonials={testimonials} />
        </section>
      )}
    </>
  );
}
