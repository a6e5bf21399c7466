import {
  demoArtCopies,
  formatIndianNumber,
  formatPriceRange,
  isLandSubType,
  projectLink,
  type Locale,
  type ProjectCard,
} from '@aangan/contracts/browser';
import {
  bhkSummary,
  ENGLISH_UNIT_WORDS,
  formatDistance,
  matchingLead,
  type UnitWords,
} from '../format/projectFormat.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';
import { ShortlistButton } from '../shortlist/ShortlistButton.tsx';
import { EnquiryButton } from './Enquiry.tsx';
import { CompareBar, CompareToggle } from '../compare/CompareControls.tsx';

const ACRE = 43_560;
const acres = (n: number): string => formatIndianNumber(n / ACRE, 2);

/** Units' sizes; land of an acre or more (farmland, large plots) in acres, as it is sold. */
export const cardAreaText = (
  card: Pick<ProjectCard, 'areaMinSqFt' | 'areaMaxSqFt' | 'projectType' | 'projectSubType'>,
  words: UnitWords = ENGLISH_UNIT_WORDS,
): string | null => {
  if (!card.areaMinSqFt || !card.areaMaxSqFt) return null;
  const sqFt = (n: number): string => `${formatIndianNumber(n)} ${words.sqFt}`;
  if ((card.projectType === 'Farmland' || isLandSubType(card.projectSubType)) && card.areaMinSqFt >= ACRE) {
    const low = acres(card.areaMinSqFt);
    const high = acres(card.areaMaxSqFt);
    return low === high ? `${low} ${low === '1' ? words.acre : words.acres}` : `${low} – ${high} ${words.acres}`;
  }
  return card.areaMinSqFt === card.areaMaxSqFt
    ? sqFt(card.areaMinSqFt)
    : `${formatIndianNumber(card.areaMinSqFt)} – ${sqFt(card.areaMaxSqFt)}`;
};

const keepAmountsWhole = (text: string, locale: Locale): string =>
  locale === 'hi' ? text.replace(/(\d) (?=\S)/g, '$1\u00a0') : text;

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
  const strings = useStrings();
  const t = strings.cards.card;
  const words = strings.enums.units;
  const { enums } = strings;
  const locale = useLocale();
  const localHref = useLocalHref();
  // A Hindi amount's number and its लाख or करोड़ stay on one line.
  const price = keepAmountsWhole(formatPriceRange(card.priceMin, card.priceMax, locale), locale);
  const area = cardAreaText(card, words);
  const bhk = bhkSummary(card.bhk, words);
  const city = card.city ? (strings.chrome.cities[card.city] ?? card.city) : card.city;
  const place = [card.locality, city].filter(Boolean).join(', ');
  const nameIn = (names: Readonly<Record<string, string>>, value: string | undefined): string | undefined =>
    value === undefined ? value : (names[value] ?? value);
  const type = card.projectSubType
    ? nameIn(enums.subTypes, card.projectSubType)
    : nameIn(enums.propertyTypes, card.projectType);
  // A BHK, budget or size search: the units that answer it first, the whole project's range after.
  const matching = card.matching ? matchingLead(card.matching, words, locale) : null;
  const lead = matching && { ...matching, price: keepAmountsWhole(matching.price, locale) };
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
          {nameIn(enums.propertyTypes, card.projectType)}
        </div>
      )}
      <ShortlistButton slug={card.slug ?? card._id} className="shortlist-toggle--card" />
      <div className="card-body">
        <h3 className="card-title">
          <a href={localHref(card.link || projectLink(card))}>{card.projectTitle}</a>
        </h3>
        <p className="card-place">
          {place}
          {card.distanceKm !== undefined && (
            <span className="card-distance">{t.away(formatDistance(card.distanceKm, words))}</span>
          )}
        </p>
        {lead ? (
          <>
            <p className="card-price">
              {lead.price}
              {lead.area && <span className="card-rate"> · {lead.area}</span>}
            </p>
            <p className="card-range">{t.allUnits(price)}</p>
          </>
        ) : (
          <p className="card-price">
            {price || t.priceOnRequest}
            {card.pricePerSqFtFrom ? (
              <span className="card-rate">{t.ratePerSqFt(formatIndianNumber(card.pricePerSqFtFrom))}</span>
            ) : null}
          </p>
        )}
        <dl className="card-facts">
          {bhk && (
            <div>
              <dt>{t.configuration}</dt>
              <dd>{bhk}</dd>
            </div>
          )}
          {area && (
            <div>
              <dt>{t.area}</dt>
              <dd>{area}</dd>
            </div>
          )}
          {card.possessionStatus && (
            <div>
              <dt>{t.possession}</dt>
              <dd>{nameIn(enums.possession, card.possessionStatus)}</dd>
            </div>
          )}
          <div>
            <dt>{t.type}</dt>
            <dd>{type}</dd>
          </div>
        </dl>
        {(card.developerName || card.isGrandProject || card.reraRegistered) && (
          <p className="card-footer">
            {card.developerName && <span>{t.by(card.developerName)}</span>}
            {card.reraRegistered && (
              <span className="badge badge--rera" title={t.reraHint}>
                {t.reraRegistered}
              </span>
            )}
            {card.isGrandProject && <span className="badge">{t.grandProject}</span>}
          </p>
        )}
        {withEnquiry && (
          <EnquiryButton
            className="button button--small card-enquire"
            about={{ _id: card._id, projectTitle: card.projectTitle ?? t.thisProject }}
          >
            {t.enquire}
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
