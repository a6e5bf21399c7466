import { useEffect, useState, type ReactNode } from 'react';
import { withShownTexts, type PricePoint, type ProjectView } from '../model/apiResponses.ts';
import { FactList } from '../components/FactList.tsx';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { UnitTable } from './project/UnitTable.tsx';
import type { ProjectExtras } from '../model/pageData.ts';
import type { SiteStrings } from '../i18n/en/index.ts';
import { useStrings } from '../i18n/strings.tsx';
import { lazyPage } from '../components/lazyPage.ts';
import { LateSection } from '../components/LateSection.tsx';
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

// Near the end of the page: their code loads beside the page's rather than before it (the server renders them
// either way), and the page is interactive once they are too (components/LateSection.tsx).
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
const sectionsOf = (
  project: ProjectView,
  extras: ProjectExtras,
  gate: ProjectGate,
  strings: SiteStrings,
): ProjectSection[] => {
  const t = strings.project.sections;
  const cityName = project.city ? (strings.chrome.cities[project.city] ?? project.city) : project.city;
  const facts = informationFacts(project, strings);
  const images = imagesOf(project);
  const price = project.priceMin ?? project.priceMax;
  const sections: Array<ProjectSection | false> = [
    (project.reraDetails.length > 0 || project.locked.reraDetails) && {
      id: 'rera-details',
      nav: t.reraNav,
      title: t.reraTitle,
      body: <ReraDetails project={project} gate={gate} />,
    },
    facts.length > 0 && {
      id: 'project-information',
      nav: t.informationNav,
      title: t.informationTitle,
      body: <FactList facts={facts} />,
    },
    (Boolean(project.description) || images.length > 1) && {
      id: 'overview',
      nav: t.overview,
      title: t.overview,
      body: (
        <>
          {project.description &&
            paragraphsOf(project.description).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          {images.length > 1 && (
            <>
              <h3>{t.photos}</h3>
              <Gallery images={images} title={project.projectTitle} />
            </>
          )}
        </>
      ),
    },
    project.amenities.length > 0 && {
      id: 'amenities',
      nav: t.amenities,
      title: t.amenities,
      body: <FeatureList items={project.amenities} labels={strings.enums.amenities} />,
    },
    project.landAmenities.length > 0 && {
      id: 'land-amenities',
      nav: t.landAmenities,
      title: t.landAmenities,
      body: <FeatureList items={project.landAmenities} labels={strings.enums.landAmenities} />,
    },
    project.units.length > 0 && {
      id: 'unit-floor-plan-pricing',
      nav: t.unitsNav,
      title: t.unitsTitle,
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
      nav: t.brochure,
      title: t.brochure,
      body: <Brochure project={project} gate={gate} />,
    },
    project.videos.length > 0 && {
      id: 'project-video',
      nav: t.videos,
      title: t.videos,
      body: (
        <LateSection>
          <Videos project={project} />
        </LateSection>
      ),
    },
    project.developer !== undefined && {
      id: 'developer-details',
      nav: t.developerNav,
      title: t.developerTitle,
      body: (
        <>
          <DeveloperDetails developer={project.developer} />
          {extras.byDeveloper.length > 0 && (
            <>
              <h3>{t.moreFrom(project.developer.name)}</h3>
              <ProjectGrid cards={extras.byDeveloper} />
            </>
          )}
        </>
      ),
    },
    (hasPoint(project) || project.nearbyPlaces.length > 0) && {
      id: 'map',
      nav: t.location,
      title: t.location,
      body: <Location project={project} tiles={extras.mapTiles} />,
    },
    project.faqs.length > 0 && {
      id: 'faqs',
      nav: t.faqsNav,
      title: t.faqsTitle,
      body: <Faqs project={project} />,
    },
    // After the sections of spec §2, in their order: what the record of changes and the buyer's tools add.
    hasChanges(extras.history) && {
      id: 'price-history',
      nav: t.historyNav,
      title: t.historyTitle,
      body: (
        <LateSection>
          <PriceHistory points={extras.history} />
        </LateSection>
      ),
    },
    {
      id: 'home-loan',
      nav: t.emiNav,
      title: price === null ? t.emiTitle : t.emiAndCurrencyTitle,
      body: (
        <div className="tool-grid">
          <div>
            <h3>{t.homeLoanEmi}</h3>
            <LateSection>
              <EmiCalculator initial={defaultEmiInputs(price)} idPrefix="project-emi" />
            </LateSection>
          </div>
          {price !== null && (
            <div>
              <h3>{t.priceInCurrency}</h3>
              <LateSection>
                <PriceInCurrencies low={price} high={project.priceMax ?? price} rates={extras.rates} />
              </LateSection>
            </div>
          )}
        </div>
      ),
    },
    extras.similar.length > 0 && {
      id: 'similar-projects',
      nav: t.similarNav,
      title: t.similarIn(cityName ?? t.thisCity),
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
  const strings = useStrings();
  const sections = sectionsOf(project, extras, gate, strings);
  return (
    <AreaUnitProvider place={areaPlaceOf(project)}>
      <article className="project" aria-labelledby="project-title">
        <ProjectHero project={project} />
        {sections.length > 1 && (
          <nav className="section-nav" aria-label={strings.project.sections.menu}>
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
