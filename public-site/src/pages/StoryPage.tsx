import { StatList } from '../components/StatList.tsx';
import type { StorySections } from '../model/pageData.ts';
import { useStrings } from '../i18n/strings.tsx';

type LeaderMessage = StorySections['ceoMessage'];

function Leader({ message }: { message: LeaderMessage }) {
  return (
    <figure className="leader panel">
      <blockquote>
        <p>{message.message}</p>
      </blockquote>
      <figcaption className="leader-caption">
        {message.photoUrl && (
          <img
            className="leader-photo"
            src={message.photoUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        )}
        <span>
          <strong>{message.name}</strong>
          {message.title !== message.name && <span className="leader-title">{message.title}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Spec §1 and §3: the story, CEO and COO messages, core values, services, life at the company, stats, partners and certificates. */
export function StoryPage({ sections }: { sections: StorySections }) {
  const {
    ourStory,
    ceoMessage,
    cooMessage,
    coreValues,
    services,
    lifeAtCompany,
    stats,
    marketingPartners,
    certificates,
  } = sections;
  const t = useStrings().pages.story;
  return (
    <div className="container section story">
      <div className="prose">
        <h1>{ourStory.title}</h1>
        {ourStory.paragraphs.map((paragraph, index) => (
          <p key={index} className={index === 0 ? 'page-lead' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>

      <section className="story-section" aria-labelledby="story-stats">
        <h2 id="story-stats">{t.stats}</h2>
        <StatList items={stats.items} />
      </section>

      <section className="story-section" aria-labelledby="story-leaders">
        <h2 id="story-leaders">{t.leaders}</h2>
        <div className="leader-grid">
          <Leader message={ceoMessage} />
          <Leader message={cooMessage} />
        </div>
      </section>

      <section className="story-section" aria-labelledby="story-values">
        <h2 id="story-values">{t.values}</h2>
        <ul className="tile-grid">
          {coreValues.values.map((value) => (
            <li key={value.title} className="tile">
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="story-section" aria-labelledby="story-services">
        <h2 id="story-services">{t.services}</h2>
        <ul className="tile-grid">
          {services.services.map((service) => (
            <li key={service.title} className="tile">
              <h3>{service.title}</h3>
              <p>{service.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {lifeAtCompany.images.length > 0 && (
        <section className="story-section" aria-labelledby="story-life">
          <h2 id="story-life">{t.life}</h2>
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
      )}

      {marketingPartners.partners.length > 0 && (
        <section className="story-section" aria-labelledby="story-partners">
          <h2 id="story-partners">{t.partners}</h2>
          <ul className="partner-list">
            {marketingPartners.partners.map((partner) => (
              <li key={partner.name}>
                {partner.logoUrl ? (
                  <img
                    src={partner.logoUrl}
                    alt={partner.name}
                    width={140}
                    height={56}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  partner.name
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {certificates.items.length > 0 && (
        <section className="story-section" aria-labelledby="story-certificates">
          <h2 id="story-certificates">{t.certificates}</h2>
          <dl className="fact-list">
            {certificates.items.map((certificate) => (
              <div key={`${certificate.kind}-${certificate.value}`}>
                <dt>{certificate.kind}</dt>
                <dd>{certificate.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
