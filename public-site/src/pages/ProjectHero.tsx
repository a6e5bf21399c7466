import { formatPriceRange } from '@aangan/contracts/browser';
import type { ProjectView } from '../model/apiResponses.ts';
import { CallBackToggle } from '../forms/CallBackToggle.tsx';
import { EnquiryButton } from '../components/Enquiry.tsx';
import { FactList, factsOf } from '../components/FactList.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { ShortlistButton } from '../shortlist/ShortlistButton.tsx';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';
import { monthOrDateIn, nameOf } from '../i18n/projectWords.ts';
import { bhkSummary } from '../format/projectFormat.ts';
import { RateText, rateRange, ratePerSquareFoot, soldAsLand } from './project/areaUnits.tsx';
import { imageSources } from './project/images.ts';

/** The top of a project page: cover, price, key facts, and the ways to enquire. */
export function ProjectHero({ project }: { project: ProjectView }) {
  const strings = useStrings();
  const t = strings.project;
  const { enums } = strings;
  const locale = useLocale();
  const localHref = useLocalHref();
  const cityName = project.city ? (strings.chrome.cities[project.city] ?? project.city) : undefined;
  const place = [project.locality, cityName, project.state].filter(Boolean).join(', ');
  const price = formatPriceRange(project.priceMin, project.priceMax, locale);
  const kind = [
    project.projectType && nameOf(enums.propertyTypes, project.projectType),
    project.projectSubType && nameOf(enums.subTypes, project.projectSubType),
  ]
    .filter(Boolean)
    .join(' · ');
  const possessionBy = monthOrDateIn(t, project.proposedPossessionDate);
  const rate = rateRange(project.units.map((unit) => ratePerSquareFoot(unit, project.state)));
  const slug = project.slug ?? project._id;
  const keyFacts = factsOf([
    [t.facts.configuration, bhkSummary(project.bhk, enums.units)],
    [t.facts.possession, project.possessionStatus && nameOf(enums.possession, project.possessionStatus)],
    [t.facts.possessionDate, possessionBy],
    [t.facts.developer, project.developer?.name],
  ]);
  return (
    <header className="project-hero">
      <div className="container">
        <nav className="breadcrumb" aria-label={t.breadcrumb}>
          <ol>
            <li>
              <a href={localHref('/')}>{t.home}</a>
            </li>
            {project.city && (
              <li>
                <a href={localHref(`/search-result?${new URLSearchParams({ city: project.city })}`)}>
                  {strings.chrome.projectsInCity(cityName ?? project.city)}
                </a>
              </li>
            )}
            <li aria-current="page">{project.projectTitle}</li>
          </ol>
        </nav>
        <div className="project-hero-grid">
          {project.coverImage ? (
            <img
              className="project-cover"
              {...imageSources(
                { src: project.coverImage, variants: project.imageVariants[project.coverImage] ?? [] },
                '(min-width: 900px) 560px, 100vw',
              )}
              alt={place ? `${project.projectTitle}, ${place}` : project.projectTitle}
              width={800}
              height={500}
              loading="eager"
              fetchPriority="high"
            />
          ) : (
            <div className="project-cover project-cover--empty" aria-hidden="true">
              {project.projectType && nameOf(enums.propertyTypes, project.projectType)}
            </div>
          )}
          <div className="project-summary">
            {kind && <p className="project-kind">{kind}</p>}
            <div className="shortlist-title">
              <h1 id="project-title">{project.projectTitle}</h1>
              <ShortlistButton slug={slug} />
            </div>
            {place && <p className="project-place">{place}</p>}
            <p className="project-price">
              <span className="visually-hidden">{t.pricePrefix}</span>
              {price || t.priceOnRequest}
            </p>
            {rate && (
              <p className="project-rate">
                <RateText rate={rate} land={soldAsLand(project)} />
              </p>
            )}
            {keyFacts.length > 0 && <FactList facts={keyFacts} className="key-facts" />}
            {project.highlightTags.length > 0 && (
              <ul className="tag-list" aria-label={t.highlights}>
                {project.highlightTags.map((tag) => (
                  <li key={tag} className="tag">
                    {strings.enums.highlightTags[tag] ?? tag}
                  </li>
                ))}
              </ul>
            )}
            <div className="project-actions">
              <EnquiryButton className="button">{t.enquireNow}</EnquiryButton>
              {project.units.length > 0 && (
                <a className="button button--ghost" href="#unit-floor-plan-pricing">
                  {t.seeUnits}
                </a>
              )}
              <a className="alerts-link" href={localHref(`/alerts?project=${encodeURIComponent(slug)}`)}>
                {t.priceAlerts}
              </a>
            </div>
            <CallBackToggle projectId={project._id} />
            <ShareLinks url={project.url} title={project.projectTitle} />
          </div>
        </div>
      </div>
    </header>
  );
}
