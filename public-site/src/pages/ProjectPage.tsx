import type { ReactNode } from 'react';
import {
  AMENITY_LABELS,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  formatPriceRange,
  type NearbyPlace,
  type NearbyPlaceCategory,
} from '@aangan/contracts/browser';
import type { ProjectView } from '../apiResponses.ts';
import { NewTabLink } from '../components/NewTabLink.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { UnitTable } from '../components/UnitTable.tsx';
import {
  bhkSummary,
  formatArea,
  formatCoordinates,
  formatDistance,
  formatMonthOrDate,
  formatNumber,
  mapsSearchUrl,
} from '../projectFormat.ts';

const CONTACT_PATH = '/contact-us';

/** Stands in for what a visitor sees once the contact form is sent (spec §6). */
function OnRequestNote({ children, action }: { children: ReactNode; action: string }) {
  return (
    <div className="on-request">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" fill="currentColor" />
      </svg>
      <p>
        {children} <a href={CONTACT_PATH}>{action}</a>
      </p>
    </div>
  );
}

interface Fact {
  label: string;
  value: ReactNode;
}

function FactList({ facts, className = 'fact-list' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts that have a value, in the order given. */
const factsOf = (entries: Array<[string, ReactNode | undefined]>): Fact[] =>
  entries.filter((entry): entry is [string, ReactNode] => entry[1] !== undefined && entry[1] !== '').map(([label, value]) => ({ label, value }));

const placeOf = (project: ProjectView): string => [project.locality, project.city, project.state].filter(Boolean).join(', ');

function ProjectHero({ project }: { project: ProjectView }) {
  const place = placeOf(project);
  const price = formatPriceRange(project.priceMin, project.priceMax);
  const kind = [project.projectType, project.projectSubType].filter(Boolean).join(' · ');
  const possessionBy = formatMonthOrDate(project.proposedPossessionDate);
  const keyFacts = factsOf([
    ['Configuration', bhkSummary(project.bhk)],
    ['Possession', project.possessionStatus],
    ['Possession date', possessionBy],
    ['Developer', project.developer?.name],
  ]);
  return (
    <header className="project-hero">
      <div className="container">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <a href="/">Home</a>
            </li>
            {project.city && (
              <li>
                <a href={`/search-result?${new URLSearchParams({ city: project.city })}`}>Projects in {project.city}</a>
              </li>
            )}
            <li aria-current="page">{project.projectTitle}</li>
          </ol>
        </nav>
        <div className="project-hero-grid">
          {project.coverImage ? (
            <img
              className="project-cover"
              src={project.coverImage}
              alt={place ? `${project.projectTitle}, ${place}` : project.projectTitle}
              width={800}
              height={500}
              loading="eager"
              fetchPriority="high"
            />
          ) : (
            <div className="project-cover project-cover--empty" aria-hidden="true">
              {project.projectType}
            </div>
          )}
          <div className="project-summary">
            {kind && <p className="project-kind">{kind}</p>}
            <h1 id="project-title">{project.projectTitle}</h1>
            {place && <p className="project-place">{place}</p>}
            <p className="project-price">
              <span className="visually-hidden">Price: </span>
              {price || 'Price on request'}
            </p>
            {keyFacts.length > 0 && <FactList facts={keyFacts} className="key-facts" />}
            {project.highlightTags.length > 0 && (
              <ul className="tag-list" aria-label="Highlights">
                {project.highlightTags.map((tag) => (
                  <li key={tag} className="tag">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <div className="project-actions">
              <a className="button" href={CONTACT_PATH}>
                Enquire now
              </a>
              {project.units.length > 0 && (
                <a className="button button--ghost" href="#unit-floor-plan-pricing">
                  See units and prices
                </a>
              )}
            </div>
            <ShareLinks url={project.url} title={project.projectTitle} />
          </div>
        </div>
      </div>
    </header>
  );
}

function ReraDetails({ project }: { project: ProjectView }) {
  const documents = project.onRequest.reraDocuments > 0;
  return (
    <>
      <ul className="rera-list">
        {project.reraIds.map((id) => (
          <li key={id}>
            <span className="rera-label">RERA registration no.</span> <strong className="rera-id">{id}</strong>
          </li>
        ))}
      </ul>
      {project.qrCodeUrl && (
        <img className="rera-qr" src={project.qrCodeUrl} alt={`RERA QR code of ${project.projectTitle}`} width={120} height={120} loading="lazy" decoding="async" />
      )}
      <OnRequestNote action="Request RERA details">
        Full RERA details (status, dates, sanctioned area, authority{documents ? ' and documents' : ''}) are shared after a quick
        contact form.
      </OnRequestNote>
    </>
  );
}

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

function Brochure({ project }: { project: ProjectView }) {
  return (
    <OnRequestNote action="Request the brochure">
      The {project.projectTitle} brochure (PDF) is shared after a quick contact form.
    </OnRequestNote>
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
const sectionsOf = (project: ProjectView): ProjectSection[] => {
  const facts = informationFacts(project);
  const photos = galleryOf(project);
  const sections: Array<ProjectSection | false> = [
    project.reraIds.length > 0 && { id: 'rera-details', nav: 'RERA', title: 'RERA details', body: <ReraDetails project={project} /> },
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
          {project.onRequest.floorPlans > 0 && (
            <OnRequestNote action="Request floor plans">Floor plans of the units are shared after a quick contact form.</OnRequestNote>
          )}
        </>
      ),
    },
    project.onRequest.brochure && { id: 'brochure-information', nav: 'Brochure', title: 'Brochure', body: <Brochure project={project} /> },
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

export function ProjectPage({ project }: { project: ProjectView }) {
  const sections = sectionsOf(project);
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
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
