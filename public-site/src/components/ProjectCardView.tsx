import {
  demoArtCopies,
  formatPriceRange,
  isLandSubType,
  projectLink,
  type ProjectCard,
} from '@aangan/contracts/browser';
import { bhkSummary, formatDistance, matchingLead } from '../format/projectFormat.ts';
import { ShortlistButton } from '../shortlist/ShortlistButton.tsx';
import { EnquiryButton } from './Enquiry.tsx';
import { CompareBar, CompareToggle } from '../compare/CompareControls.tsx';

const sqFt = (n: number): string => `${n.toLocaleString('en-IN')} sq ft`;
const ACRE = 43_560;
const acres = (n: number): string => (n / ACRE).toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** Units' sizes; land of an acre or more (farmland, large plots) in acres, as it is sold. */
export const cardAreaText = (
  card: Pick<ProjectCard, 'areaMinSqFt' | 'areaMaxSqFt' | 'projectType' | 'projectSubType'>,
): string | null => {
  if (!card.areaMinSqFt || !card.areaMaxSqFt) return null;
  if ((card.projectType === 'Farmland' || isLandSubType(card.projectSubType)) && card.areaMinSqFt >= ACRE) {
    const low = acres(card.areaMinSqFt);
    const high = acres(card.areaMaxSqFt);
    return low === high ? `${low} ${low === '1' ? 'acre' : 'acres'}` : `${low} – ${high} acres`;
  }
  return card.areaMinSqFt === card.areaMaxSqFt
    ? sqFt(card.areaMinSqFt)
    : `${card.areaMinSqFt.toLocaleString('en-IN')} – ${sqFt(card.areaMaxSqFt)}`;
};

/** Cards in the first row of a wide grid. */
const FIRST_ROW = 3;

/** A card is a third of a wide screen, half of a middling one, the whole of a phone's. */
const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw';

/** `srcSet` for a cover whose copies the address tells (a demo project's drawings); nothing otherwise. */
function cardImageSources(src: string): { srcSet?: string; sizes?: string } {
  const copies = demoArtCopies(src);
  return copies ? { srcSet: copies.map((copy) => `${copy.src} ${copy.width}w`).join(', '), sizes: CARD_SIZES } : {};
}

/** A result card; `withEnquiry` adds the Enquire button (search results). */
export function ProjectCardView({
  card,
  withEnquiry = false,
  imageLoading = 'lazy',
}: {
  card: ProjectCard;
  withEnquiry?: boolean;
  imageLoading?: 'first' | 'eager' | 'lazy';
}) {
  const price = formatPriceRange(card.priceMin, card.priceMax);
  const area = cardAreaText(card);
  const bhk = bhkSummary(card.bhk);
  const place = [card.locality, card.city].filter(Boolean).join(', ');
  // A BHK, budget or size search: the units that answer it first, the whole project's range after.
  const lead = card.matching ? matchingLead(card.matching) : null;
  return (
    <article className="card">
      {card.coverImage ? (
        <img
          className="card-media"
          src={card.coverImage}
          {...cardImageSources(card.coverImage)}
          alt=""
          width={480}
          height={300}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'first' ? 'high' : 'auto'}
          decoding={imageLoading === 'lazy' ? 'async' : 'auto'}
        />
      ) : (
        <div className="card-media card-media--empty" aria-hidden="true">
          {card.projectType}
        </div>
      )}
      <ShortlistButton slug={card.slug ?? card._id} className="shortlist-toggle--card" />
      <div className="card-body">
        <h3 className="card-title">
          <a href={card.link || projectLink(card)}>{card.projectTitle}</a>
        </h3>
        <p className="card-place">
          {place}
          {card.distanceKm !== undefined && (
            <span className="card-distance"> · {formatDistance(card.distanceKm)} away</span>
          )}
        </p>
        {lead ? (
          <>
            <p className="card-price">
              {lead.price}
              {lead.area && <span className="card-rate"> · {lead.area}</span>}
            </p>
            <p className="card-range">All units: {price || 'price on request'}</p>
          </>
        ) : (
          <p className="card-price">
            {price || 'Price on request'}
            {card.pricePerSqFtFrom ? (
              <span className="card-rate"> · from ₹{card.pricePerSqFtFrom.toLocaleString('en-IN')}/sq ft</span>
            ) : null}
          </p>
        )}
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
          <EnquiryButton
            className="button button--small card-enquire"
            about={{ _id: card._id, projectTitle: card.projectTitle ?? 'this project' }}
          >
            Enquire
          </EnquiryButton>
        )}
        <CompareToggle slug={card.slug ?? card._id} title={card.projectTitle ?? ''} />
      </div>
    </article>
  );
}

/**
 * A grid of result cards. `firstInView`: the page opens on this grid, so its first cards' images are
 * fetched at once (the first one first: it is usually the largest thing on a phone's first screen).
 */
export function ProjectGrid({
  cards,
  withEnquiry = false,
  firstInView = false,
}: {
  cards: ProjectCard[];
  withEnquiry?: boolean;
  firstInView?: boolean;
}) {
  return (
    <>
      <ul className="card-grid">
        {cards.map((card, index) => (
          <li key={card._id}>
            <ProjectCardView
              card={card}
              withEnquiry={withEnquiry}
              imageLoading={!firstInView || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'first' : 'eager'}
            />
          </li>
        ))}
      </ul>
      <CompareBar />
    </>
  );
}
