import { useEffect, useState, type ReactNode } from 'react';
import {
  AMENITY_LABELS,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  type NearbyPlace,
  type NearbyPlaceCategory,
} from '@aangan/contracts/browser';
import type { ProjectView } from '../apiResponses.ts';
import { FactList, factsOf, type Fact } from '../components/FactList.tsx';
import { NewTabLink } from '../components/NewTabLink.tsx';
import { UnitTable } from '../components/UnitTable.tsx';
import { formatArea, formatCoordinates, formatDistance, formatMonthOrDate, formatNumber, mapsSearchUrl } from '../projectFormat.ts';
import { Brochure, LockedPanel, ReraDetails, type ProjectGate } from './ProjectGatedDetails.tsx';
import { ProjectHero } from './ProjectHero.tsx';

function ProjectInformation({ facts }: { facts: Fact[] }) {
  return <FactList facts={facts} />;
}

const informationFacts = (project: ProjectView): Fact[] =>
  factsOf([
    ['Project type', project.projectType],
    ['Property type', project.projectSubType],
    ['Project area', project.projectArea && project.projectArea.displayUnitSize !== false ? formatArea(project.projectArea) : undefined],
    ['Total units', project.numberOfUnits === undefined ? undefined : formatNumber(project.numberOfUnits)],
    ['Towers', project.towers],
    ['Floors', project.floors],
    ['Launch date', formatMonthOrDate(project.launchDate)],
    ['Completion date', formatMonthOrDate(project.builtDate)],
    ['Possession status', project.possessionStatus],
    ['Possession date', formatMonthOrDate(project.proposedPossessionDate)],
    ['Rating', project.projectRating === undefined ? undefined : `${project.projectRating} out of 10`],
    ['Awards', project.awards.length > 0 ? project.awards.join(', ') : undefined],
  ]);

const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Photos other than the cover, which the page already shows at the top. */
const galleryOf = (project: ProjectView): string[] => project.photos.filter((photo) => photo !== project.coverImage);

function Overview({ project, photos }: { project: ProjectView; photos: string[] }) {
  return (
    <>
      {project.description && paragraphsOf(project.description).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      {photos.length > 0 && (
        <>
          <h3>Photos</h3>
          <ul className="gallery">
            {photos.map((photo, index) => (
              <li key={photo}>
                <a href={photo}>
                  <img src={photo} alt={`${project.projectTitle}, photo ${index + 1}`} width={400} height={250} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FeatureList({ items, labels }: { items: readonly string[]; labels: Readonly<Record<string, string>> }) {
  return (
    <ul className="feature-list">
      {items.map((item) => (
        <li key={item}>{labels[item] ?? item}</li>
      ))}
    </ul>
  );
}

const isStoredFile = (ref: string): boolean => ref.startsWith('/uploads/');

function Videos({ project }: { project: ProjectView }) {
  return (
    <ul className="video-list">
      {project.videos.map((video, index) => (
        <li key={video}>
          {isStoredFile(video) ? (
            <video className="video" src={video} controls preload="none" playsInline aria-label={`${project.projectTitle}, video ${index + 1}`} />
          ) : (
            <NewTabLink href={video}>
              Watch video {index + 1} of {project.projectTitle}
            </NewTabLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function DeveloperDetails({ developer }: { developer: NonNullable<ProjectView['developer']> }) {
  const facts = factsOf([
    ['Since', developer.sinceYear],
    [
      'Rating',
      developer.rating === undefined ? undefined : (
        <>
          <span className="stars" aria-hidden="true">
            ★
          </span>{' '}
          {developer.rating} out of 5
        </>
      ),
    ],
    ['Total projects', developer.totalProjects],
    ['Experience', developer.experienceYears === undefined ? undefined : `${developer.experienceYears} years`],
  ]);
  return (
    <div className="developer-box">
      <div className="developer-head">
        {developer.logoUrl && (
          <img className="developer-logo" src={developer.logoUrl} alt={`${developer.name} logo`} width={72} height={72} loading="lazy" decoding="async" />
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
  CATEGORY_ORDER.map((category): [NearbyPlaceCategory, NearbyPlace[]] => [category, places.filter((place) => place.category === category)]).filter(
    ([, inCategory]) => inCategory.length > 0,
  );

const hasPoint = (project: ProjectView): project is ProjectView & { latitude: number; longitude: number } =>
  typeof project.latitude === 'number' && typeof project.longitude === 'number';

function Location({ project }: { project: ProjectView }) {
  const groups = groupByCategory(project.nearbyPlaces);
  return (
    <>
      {hasPoint(project) && (
        <div className="map-box">
          {project.placeName && <p className="map-place">{project.placeName}</p>}
          <p>
            <span className="map-label">Coordinates</span> {formatCoordinates(project.latitude, project.longitude)}
          </p>
          <NewTabLink className="button button--ghost" href={mapsSearchUrl(project.latitude, project.longitude)}>
            Open in maps
          </NewTabLink>
        </div>
      )}
      {groups.length > 0 && (
        <>
          <h3>Nearby places</h3>
          <div className="nearby-grid">
            {groups.map(([category, places]) => (
              <div key={category} className="nearby-group">
                <h4>{NEARBY_PLACE_CATEGORY_LABELS[category]}</h4>
                <ul>
                  {places.map((place, index) => (
                    <li key={`${place.name}-${index}`}>
                      <span>{place.name}</span>
                      {place.distanceKm !== undefined && <span className="distance">{formatDistance(place.distanceKm)}</span>}
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

function Faqs({ project }: { project: ProjectView }) {
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

interface ProjectSection {
  /** Anchor of the section, as named in spec §2. */
  id: string;
  nav: string;
  title: string;
  body: ReactNode;
}

/** The sections of spec §2 in their order, each only when it has something to show. */
const sectionsOf = (project: ProjectView, gate: ProjectGate): ProjectSection[] => {
  const facts = informationFacts(project);
  const photos = galleryOf(project);
  const sections: Array<ProjectSection | false> = [
    (project.reraIds.length > 0 || project.locked.reraDetails) && {
      id: 'rera-details',
      nav: 'RERA',
      title: 'RERA details',
      body: <ReraDetails project={project} gate={gate} />,
    },
    facts.length > 0 && { id: 'project-information', nav: 'Information', title: 'Project information', body: <ProjectInformation facts={facts} /> },
    (Boolean(project.description) || photos.length > 0) && { id: 'overview', nav: 'Overview', title: 'Overview', body: <Overview project={project} photos={photos} /> },
    project.amenities.length > 0 && {
      id: 'amenities',
      nav: 'Amenities',
      title: 'Amenities',
      body: <FeatureList items={project.amenities} labels={AMENITY_LABELS} />,
    },
    project.landAmenities.length > 0 && {
      id: 'land-amenities',
      nav: 'Land amenities',
      title: 'Land amenities',
      body: <FeatureList items={project.landAmenities} labels={LAND_AMENITY_LABELS} />,
    },
    project.units.length > 0 && {
      id: 'unit-floor-plan-pricing',
      nav: 'Units & prices',
      title: 'Units, floor plans and prices',
      body: (
        <>
          <UnitTable project={project} />
          {project.locked.floorPlans && <LockedPanel sectionId="unit-floor-plan-pricing" project={project} gate={gate} />}
        </>
      ),
    },
    (Boolean(project.brochureUrl) || project.locked.brochure) && {
      id: 'brochure-information',
      nav: 'Brochure',
      title: 'Brochure',
      body: <Brochure project={project} gate={gate} />,
    },
    project.videos.length > 0 && { id: 'project-video', nav: 'Videos', title: 'Videos', body: <Videos project={project} /> },
    project.developer !== undefined && {
      id: 'developer-details',
      nav: 'Developer',
      title: 'About the developer',
      body: <DeveloperDetails developer={project.developer} />,
    },
    (hasPoint(project) || project.nearbyPlaces.length > 0) && { id: 'map', nav: 'Location', title: 'Location', body: <Location project={project} /> },
    project.faqs.length > 0 && { id: 'faqs', nav: 'FAQs', title: 'Frequently asked questions', body: <Faqs project={project} /> },
  ];
  return sections.filter((section): section is ProjectSection => section !== false);
};

/**
 * A project page. Its details can change in place: once the visitor sends the contact form from a
 * locked panel, the project is read again with their cookie and the withheld details appear.
 */
export function ProjectPage({ project: rendered }: { project: ProjectView }) {
  const [project, setProject] = useState(rendered);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [focusSection, setFocusSection] = useState<string | null>(null);
  // After unlocking, the form is gone: focus goes to the heading of the section it was in.
  useEffect(() => {
    if (focusSection) document.getElementById(`${focusSection}-title`)?.focus();
  }, [focusSection]);
  const gate: ProjectGate = {
    openAt,
    toggle: (sectionId) => setOpenAt((current) => (current === sectionId ? null : sectionId)),
    onUnlocked: (unlocked, sectionId) => {
      setProject(unlocked);
      setOpenAt(null);
      setFocusSection(sectionId);
    },
  };
  const sections = sectionsOf(project, gate);
  return (
    <article className="project" aria-labelledby="project-title">
      <ProjectHero project={project} />
      {sections.length > 1 && (
        <nav className="section-nav" aria-label="Project sections">
          <ul className="container">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.nav}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="container project-body">
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="project-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} tabIndex={-1}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
