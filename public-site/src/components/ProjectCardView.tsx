import { formatPriceRange, projectLink, type ProjectCard } from '@aangan/contracts/browser';
import { bhkSummary } from '../projectFormat.ts';

export function ProjectCardView({ card }: { card: ProjectCard }) {
  const price = formatPriceRange(card.priceMin, card.priceMax);
  const bhk = bhkSummary(card.bhk);
  const place = [card.locality, card.city].filter(Boolean).join(', ');
  return (
    <article className="card">
      {card.coverImage ? (
        <img className="card-media" src={card.coverImage} alt="" width={480} height={300} loading="lazy" decoding="async" />
      ) : (
        <div className="card-media card-media--empty" aria-hidden="true">
          {card.projectType}
        </div>
      )}
      <div className="card-body">
        <h3 className="card-title">
          <a href={card.link || projectLink(card)}>{card.projectTitle}</a>
        </h3>
        <p className="card-place">{place}</p>
        <p className="card-price">{price || 'Price on request'}</p>
        <dl className="card-facts">
          {bhk && (
            <div>
              <dt>Configuration</dt>
              <dd>{bhk}</dd>
            </div>
          )}
          {card.possessionStatus && (
            <div>
              <dt>Possession</dt>
              <dd>{card.possessionStatus}</dd>
            </div>
          )}
          <div>
            <dt>Type</dt>
            <dd>{card.projectSubType || card.projectType}</dd>
          </div>
        </dl>
        {(card.developerName || card.isGrandProject) && (
          <p className="card-footer">
            {card.developerName && <span>By {card.developerName}</span>}
            {card.isGrandProject && <span className="badge">Grand project</span>}
          </p>
        )}
      </div>
    </article>
  );
}

export function ProjectGrid({ cards }: { cards: ProjectCard[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card._id}>
          <ProjectCardView card={card} />
        </li>
      ))}
    </ul>
  );
}
