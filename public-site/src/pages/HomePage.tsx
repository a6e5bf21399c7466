import { HeroCarousel } from '../components/HeroCarousel.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { StatList } from '../components/StatList.tsx';
import { TestimonialList } from '../components/TestimonialList.tsx';
import type { HeroSlide, StatItem, Testimonial } from '../model/contentResponses.ts';
import type { ProjectCard } from '@aangan/contracts/browser';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

interface HomePageProps {
  cities: string[];
  newest: ProjectCard[];
  heroSlides: HeroSlide[];
  stats: StatItem[];
  testimonials: Testimonial[];
}

export function HomePage({ cities, newest, heroSlides, stats, testimonials }: HomePageProps) {
  const strings = useStrings();
  const t = strings.home;
  const cityName = (city: string) => strings.chrome.cities[city] ?? city;
  const localHref = useLocalHref();
  const cityHref = (city: string) => localHref(`/search-result?${new URLSearchParams({ city })}`);
  return (
    <>
      {heroSlides.length > 0 && <HeroCarousel slides={heroSlides} focusAfterClose="hero-title" />}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title" tabIndex={-1}>
            {t.title}
          </h1>
          <p className="hero-lead">{t.lead}</p>
          <div className="hero-search">
            <SearchBox idPrefix="hero" />
            {cities.length > 0 && (
              <p className="hero-cities">
                <span>{t.popular}</span>
                {cities.slice(0, 6).map((city) => (
                  <a key={city} href={cityHref(city)}>
                    {cityName(city)}
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
            {t.inNumbers}
          </h2>
          <StatList items={stats} />
        </section>
      )}

      {cities.length > 0 && (
        <section className="section section--deferred container" aria-labelledby="cities-title">
          <h2 id="cities-title">{t.featuredCities}</h2>
          <ul className="city-list">
            {cities.map((city) => (
              <li key={city}>
                <a className="chip" href={cityHref(city)}>
                  {cityName(city)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="section section--deferred container" aria-labelledby="newest-title">
        <div className="section-head">
          <h2 id="newest-title">{t.newest}</h2>
          {newest.length > 0 && (
            <a className="standalone-link" href={localHref('/search-result?sort=Newest')}>
              {t.seeAll}
            </a>
          )}
        </div>
        {newest.length > 0 ? <ProjectGrid cards={newest} /> : <EmptyState />}
      </section>

      {testimonials.length > 0 && (
        <section className="section section--deferred container" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">{t.testimonials}</h2>
          <TestimonialList testimonials={testimonials} />
        </section>
      )}
    </>
  );
}
