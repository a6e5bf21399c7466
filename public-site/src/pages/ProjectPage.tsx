import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { AMENITY_LABELS, LAND_AMENITY_LABELS } from '@aangan/contracts/browser';
import { withShownTexts, type PricePoint, type ProjectView } from '../model/apiResponses.ts';
import { FactList } from '../components/FactList.tsx';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { UnitTable } from './project/UnitTable.tsx';
import type { ProjectExtras } from '../model/pageData.ts';
import { lazyPage } from '../components/lazyPage.ts';
import { defaultEmiInputs } from '../model/emiDefaults.ts';
import { Brochure, LockedPanel, ReraDetails, type ProjectGate } from './ProjectGatedDetails.tsx';
import { ProjectHero } from './ProjectHero.tsx';
import { AreaUnitProvider, AreaUnitSwitcher, areaPlaceOf } from './project/areaUnits.tsx';
import { Gallery } from './project/Gallery.tsx';
import type { ProjectImage } from './project/images.ts';
import {
  DeveloperDetails,
  Faqs,
  FeatureList,
  hasPoint,
  informationFacts,
  Location,
  paragraphsOf,
} from './project/sectionBodies.tsx';

// Near the end of the page: their code loads beside the page's rather than before it (the server renders them either way).
const EmiCalculator = lazyPage(() =>
  import('../tools/EmiCalculator.tsx').then((module) => ({ default: module.EmiCalculator })),
);
const PriceHistory = lazyPage(() =>
  import('./project/PriceHistory.tsx').then((module) => ({ default: module.PriceHistory })),
);
const PriceInCurrencies = lazyPage(() =>
  import('../tools/PriceInCurrencies.tsx').then((module) => ({ default: module.PriceInCurrencies })),
);
const Videos = lazyPage(() => import('./project/Videos.tsx').then((module) => ({ default: module.Videos })));

/** Whether the history shows anything a buyer would not see on the page already. */
const hasChanges = (points: readonly PricePoint[]): boolean => points.length > 1;

/** Every photo, the cover first, each once. */
const imagesOf = (project: ProjectView): ProjectImage[] =>
  [...new Set([project.coverImage, ...project.photos].filter((photo): photo is string => Boolean(photo)))].map(
    (src) => ({
      src,
      variants: project.imageVariants[src] ?? [],
    }),
  );

interface ProjectSection {
  /** Anchor of the section, as named in spec §2. */
  id: string;
  nav: string;
  title: string;
  body: ReactNode;
}

/** The sections of spec §2 in their order, each only when it has something to show; then price history, the buyer's tools and similar projects. */
const sectionsOf = (project: ProjectView, extras: ProjectExtras, gate: ProjectGate): ProjectSection[] => {
  const facts = informationFacts(project);
  const images = imagesOf(project);
  const price = project.priceMin ?? project.priceMax;
  const sections: Array<ProjectSection | false> = [
    (project.reraDetails.length > 0 || project.locked.reraDetails) && {
      id: 'rera-details',
      nav: 'RERA',
      title: 'RERA details',
      body: <ReraDetails project={project} gate={gate} />,
    },
    facts.length > 0 && {
      id: 'project-information',
      nav: 'Information',
      title: 'Project information',
      body: <FactList facts={facts} />,
    },
    (Boolean(project.description) || images.length > 1) && {
      id: 'overview',
      nav: 'Overview',
      title: 'Overview',
      body: (
        <>
          {project.description &&
            paragraphsOf(project.description).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          {images.length > 1 && (
            <>
              <h3>Photos</h3>
              <Gallery images={images} title={project.projectTitle} />
            </>
          )}
        </>
      ),
    },
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
          <AreaUnitSwitcher id="area-unit" />
          <UnitTable project={project} />
          {project.locked.floorPlans && (
            <LockedPanel sectionId="unit-floor-plan-pricing" project={project} gate={gate} />
          )}
        </>
      ),
    },
    (Boolean(project.brochureUrl) || project.locked.brochure) && {
      id: 'brochure-information',
      nav: 'Brochure',
      title: 'Brochure',
      body: <Brochure project={project} gate={gate} />,
    },
    project.videos.length > 0 && {
      id: 'project-video',
      nav: 'Videos',
      title: 'Videos',
      body: (
        <Suspense>
          <Videos project={project} />
        </Suspense>
      ),
    },
    project.developer !== undefined && {
      id: 'developer-details',
      nav: 'Developer',
      title: 'About the developer',
      body: (
        <>
          <DeveloperDetails developer={project.developer} />
          {extras.byDeveloper.length > 0 && (
            <>
              <h3>More from {project.developer.name}</h3>
              <ProjectGrid cards={extras.byDeveloper} />
            </>
          )}
        </>
      ),
    },
    (hasPoint(project) || project.nearbyPlaces.length > 0) && {
      id: 'map',
      nav: 'Location',
      title: 'Location',
      body: <Location project={project} tiles={extras.mapTiles} />,
    },
    project.faqs.length > 0 && {
      id: 'faqs',
      nav: 'FAQs',
      title: 'Frequently asked questions',
      body: <Faqs project={project} />,
    },
    // After the sections of spec §2, in their order: what the record of changes and the buyer's tools add.
    hasChanges(extras.history) && {
      id: 'price-history',
      nav: 'Price history',
      title: 'Price and possession history',
      body: (
        <Suspense>
          <PriceHistory points={extras.history} />
        </Suspense>
      ),
    },
    {
      id: 'home-loan',
      nav: 'EMI',
      title: price === null ? 'EMI calculator' : 'EMI and currency',
      body: (
        <div className="tool-grid">
          <div>
            <h3>Home loan EMI</h3>
            <Suspense>
              <EmiCalculator initial={defaultEmiInputs(price)} idPrefix="project-emi" />
            </Suspense>
          </div>
          {price !== null && (
            <div>
              <h3>Price in your currency</h3>
              <Suspense>
                <PriceInCurrencies low={price} high={project.priceMax ?? price} rates={extras.rates} />
              </Suspense>
            </div>
          )}
        </div>
      ),
    },
    extras.similar.length > 0 && {
      id: 'similar-projects',
      nav: 'Similar',
      title: `Similar projects in ${project.city ?? 'this city'}`,
      body: <ProjectGrid cards={extras.similar} />,
    },
  ];
  return sections.filter((section): section is ProjectSection => section !== false);
};

/**
 * A project page. Its details can change in place: once the visitor sends the contact form from a
 * locked panel, the project is read again with their cookie and the withheld details appear.
 */
export function ProjectPage({ project: rendered, extras }: { project: ProjectView; extras: ProjectExtras }) {
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
      setProject(withShownTexts(unlocked, project));
      setOpenAt(null);
      setFocusSection(sectionId);
    },
  };
  const sections = sectionsOf(project, extras, gate);
  return (
    <AreaUnitProvider place={areaPlaceOf(project)}>
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
            <section
              key={section.id}
              id={section.id}
              className="project-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} tabIndex={-1}>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </article>
    </AreaUnitProvider>
  );
}
