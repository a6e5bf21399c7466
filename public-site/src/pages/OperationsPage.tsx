import { StatList } from '../components/StatList.tsx';
import { TestimonialList } from '../components/TestimonialList.tsx';
import type { Testimonial } from '../model/contentResponses.ts';
import type { PageData } from '../model/pageData.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

type OperationsSections = Extract<PageData, { kind: 'operations' }>['sections'];

/** `/aangan-operations` (spec §2 `/{product}-operations`): life at the company, from the editable sections. */
export function OperationsPage({
  sections,
  testimonials,
}: {
  sections: OperationsSections;
  testimonials: Testimonial[];
}) {
  const { lifeAtCompany, coreValues, stats } = sections;
  const t = useStrings().pages.operations;
  const localHref = useLocalHref();
  return (
    <div className="container section story">
      <div className="prose">
        <h1>{t.title}</h1>
        <p className="page-lead">{t.lead}</p>
      </div>
      {lifeAtCompany.images.length > 0 ? (
        <section className="story-section" aria-labelledby="life-photos">
          <h2 id="life-photos">{t.teams}</h2>
          <ul className="life-gallery">
            {lifeAtCompany.images.map((image) => (
              <li key={image.imageUrl}>
                <figure>
                  <img
                    src={image.imageUrl}
                    alt={image.caption}
                    width={480}
                    height={320}
                    loading="lazy"
                    decoding="async"
                  />
                  {image.caption && <figcaption>{image.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="story-section" aria-labelledby="life-values">
        <h2 id="life-values">{t.values}</h2>
        <ul className="tile-grid">
          {coreValues.values.map((value) => (
            <li key={value.title} className="tile">
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      </section>
      {testimonials.length > 0 && (
        <section className="story-section" aria-labelledby="life-voices">
          <h2 id="life-voices">{t.voices}</h2>
          <TestimonialList testimonials={testimonials} />
        </section>
      )}
      <section className="story-section" aria-labelledby="life-numbers">
        <h2 id="life-numbers">{t.numbers}</h2>
        <StatList items={stats.items} />
      </section>
      <section className="story-section" aria-labelledby="life-join">
        <h2 id="life-join">{t.join}</h2>
        <p>{t.hiring}</p>
        <a className="button" href={localHref('/careers')}>
          {t.seeCareers}
        </a>
      </section>
    </div>
  );
}
