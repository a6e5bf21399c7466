import { formatPriceRange, projectLink, type ProjectCard } from '@aangan/contracts/browser';
import { bhkSummary } from '../projectFormat.ts';
import { EnquiryButton } from './Enquiry.tsx';

const sqFt = (n: number): string => `${n.toLocaleString('en-IN')} sq ft`;

const areaRange = (card: ProjectCard): string | null => {
  if (!card.areaMinSqFt || !card.areaMaxSqFt) return null;
  return card.areaMinSqFt === card.areaMaxSqFt ? sqFt(card.areaMinSqFt) : `${card.areaMinSqFt.toLocaleString('en-IN')} – ${sqFt(card.areaMaxSqFt)}`;
};

/** A result card; `withEnquiry` adds the Enquire button (search results). */
export function ProjectCardView({ card, withEnquiry = false }: { card: ProjectCard; withEnquiry?: boolean }) {
  const price = formatPriceRange(card.priceMin, card.priceMax);
  const area = areaRange(card);
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
        <p className="card-price">
          {price || 'Price on request'}
          {card.pricePerSqFtFrom ? <span className="card-rate"> · from ₹{card.pricePerSqFtFrom.toLocaleString('en-IN')}/sq ft</span> : null}
        </p>
        <dl className="card-facts">
          {bhk && (
            <div>
              <dt>Configuration</dt>
              <dd>{bhk}</dd>
            </div>
          )}
          {area && (
            <div>
              <dt>Area</dt>
              <dd>{area}</dd>
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
        {(card.developerName || card.isGrandProject || card.reraRegistered) && (
          <p className="card-footer">
            {card.developerName && <span>By {card.developerName}</span>}
            {card.reraRegistered && (
              <span className="badge badge--rera" title="Registered with the state RERA">
                RERA registered
              </span>
            )}
            {card.isGrandProject && <span className="badge">Grand project</span>}
          </p>
        )}
        {withEnquiry && (
          <EnquiryButton className="button button--small card-enquire" about={{ _id: card._id, projectTitle: card.projectTitle ?? 'this project' }}>
            Enquire
          </EnquiryButton>
        )}
      </div>
    </article>
  );
}

export function ProjectGrid({ cards, withEnquiry = false }: { cards: ProjectCard[]; withEnquiry?: boolean }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card._id}>
          <ProjectCardView card={card} withEnquiry={withEnquiry} />
        </li>
      ))}
    </ul>
  );
}
