import { NEARBY_PLACE_CATEGORY_LABELS, type NearbyPlace, type NearbyPlaceCategory } from '@aangan/contracts/browser';
import type { ProjectView } from '../../model/apiResponses.ts';
import { FactList, factsOf, type Fact } from '../../components/FactList.tsx';
import { formatDistance, formatNumber } from '../../format/projectFormat.ts';
import type { SiteStrings } from '../../i18n/en/index.ts';
import { useStrings } from '../../i18n/strings.tsx';
import { monthOrDateIn, nameOf } from '../../i18n/projectWords.ts';
import { AreaText } from './areaUnits.tsx';
import type { MapTiles } from '../../model/mapTiles.ts';
import { ProjectMap } from './ProjectMap.tsx';

/** The parts of a project page's sections that are plain reading (no forms). */

export const informationFacts = (project: ProjectView, { project: t, enums }: SiteStrings): Fact[] =>
  factsOf([
    [t.facts.projectType, project.projectType && nameOf(enums.propertyTypes, project.projectType)],
    [t.facts.propertyType, project.projectSubType && nameOf(enums.subTypes, project.projectSubType)],
    [
      t.facts.projectArea,
      project.projectArea && project.projectArea.displayUnitSize !== false ? (
        <AreaText area={project.projectArea} land />
      ) : undefined,
    ],
    [t.facts.totalUnits, project.numberOfUnits === undefined ? undefined : formatNumber(project.numberOfUnits)],
    [t.facts.towers, project.towers],
    [t.facts.floors, project.floors],
    [t.facts.launchDate, monthOrDateIn(t, project.launchDate)],
    [t.facts.completionDate, monthOrDateIn(t, project.builtDate)],
    [t.facts.possessionStatus, project.possessionStatus && nameOf(enums.possession, project.possessionStatus)],
    [t.facts.possessionDate, monthOrDateIn(t, project.proposedPossessionDate)],
    [t.facts.rating, project.projectRating === undefined ? undefined : t.outOfTen(project.projectRating)],
    [t.facts.awards, project.awards.length > 0 ? project.awards.join(', ') : undefined],
  ]);

export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function FeatureList({ items, labels }: { items: readonly string[]; labels: Readonly<Record<string, string>> }) {
  return (
    <ul className="feature-list">
      {items.map((item) => (
        <li key={item}>{labels[item] ?? item}</li>
      ))}
    </ul>
  );
}

export function DeveloperDetails({ developer }: { developer: NonNullable<ProjectView['developer']> }) {
  const t = useStrings().project;
  const facts = factsOf([
    [t.facts.since, developer.sinceYear],
    [
      t.facts.rating,
      developer.rating === undefined ? undefined : (
        <>
          <span className="stars" aria-hidden="true">
            ★
          </span>{' '}
          {t.outOfFive(developer.rating)}
        </>
      ),
    ],
    [t.facts.totalProjects, developer.totalProjects],
    [t.facts.experience, developer.experienceYears === undefined ? undefined : t.years(developer.experienceYears)],
  ]);
  return (
    <div className="developer-box">
      <div className="developer-head">
        {developer.logoUrl && (
          <img
            className="developer-logo"
            src={developer.logoUrl}
            alt={t.logoOf(developer.name)}
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
          />
        )}
        <h3>{developer.name}</h3>
      </div>
      {facts.length > 0 && <FactList facts={facts} className="key-facts" />}
      {developer.about && paragraphsOf(developer.about).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
    </div>
  );
}

const CATEGORY_ORDER = Object.keys(NEARBY_PLACE_CATEGORY_LABELS) as NearbyPlaceCategory[];

const groupByCategory = (places: readonly NearbyPlace[]): Array<[NearbyPlaceCategory, NearbyPlace[]]> =>
  CATEGORY_ORDER.map((category): [NearbyPlaceCategory, NearbyPlace[]] => [
    category,
    places.filter((place) => place.category === category),
  ]).filter(([, inCategory]) => inCategory.length > 0);

export const hasPoint = (project: ProjectView): project is ProjectView & { latitude: number; longitude: number } =>
  typeof project.latitude === 'number' && typeof project.longitude === 'number';

export function Location({ project, tiles }: { project: ProjectView; tiles: MapTiles | null }) {
  const { project: t, enums } = useStrings();
  const groups = groupByCategory(project.nearbyPlaces);
  return (
    <>
      {hasPoint(project) && (
        <ProjectMap
          latitude={project.latitude}
          longitude={project.longitude}
          title={project.projectTitle}
          placeName={project.placeName}
          places={project.nearbyPlaces}
          tiles={tiles}
        />
      )}
      {groups.length > 0 && (
        <>
          <h3>{t.nearbyPlaces}</h3>
          <div className="nearby-grid">
            {groups.map(([category, places]) => (
              <div key={category} className="nearby-group" data-category={category}>
                <h4>{nameOf(enums.nearbyPlaces, category)}</h4>
                <ul>
                  {places.map((place, index) => (
                    <li key={`${place.name}-${index}`}>
                      <span>{place.name}</span>
                      {place.distanceKm !== undefined && (
                        <span className="distance">{formatDistance(place.distanceKm, enums.units)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </>
  );
}

export function Faqs({ project }: { project: ProjectView }) {
  return (
    <div className="faq-list">
      {project.faqs.map((faq, index) => (
        <details key={index}>
          <summary>{faq.question}</summary>
          {paragraphsOf(faq.answer).map((paragraph, line) => (
            <p key={line}>{paragraph}</p>
          ))}
        </details>
      ))}
    </div>
  );
}
