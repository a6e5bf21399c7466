import { formatPriceRange } from '@aangan/contracts/browser';
import type { ProjectView } from '../model/apiResponses.ts';
import { CallBackToggle } from '../forms/CallBackToggle.tsx';
import { EnquiryButton } from '../components/Enquiry.tsx';
import { FactList, factsOf } from '../components/FactList.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { ShortlistButton } from '../shortlist/ShortlistButton.tsx';
import { bhkSummary, formatMonthOrDate } from '../format/projectFormat.ts';
import { RateText, rateRange, ratePerSquareFoot, soldAsLand } from './project/areaUnits.tsx';
import { imageSources } from './project/images.ts';

const placeOf = (project: ProjectView): string =>
  [project.locality, project.city, project.state].filter(Boolean).join(', ');

/** The top of a project page: cover, price, key facts, and the ways to enquire. */
export function ProjectHero({ project }: { project: ProjectView }) {
  const place = placeOf(project);
  const price = formatPriceRange(project.priceMin, project.priceMax);
  const kind = [project.projectType, project.projectSubType].filter(Boolean).join(' · ');
  const possessionBy = formatMonthOrDate(project.proposedPossessionDate);
  const rate = rateRange(project.units.map((unit) => ratePerSquareFoot(unit, project.state)));
  const slug = project.slug ?? project._id;
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
              {project.projectType}
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
              <span className="visually-hidden">Price: </span>
              {price || 'Price on request'}
            </p>
            {rate && (
              <p className="project-rate">
                <RateText rate={rate} land={soldAsLand(project)} />
              </p>
            )}
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
              <EnquiryButton className="button">Enquire now</EnquiryButton>
              {project.units.length > 0 && (
                <a className="button button--ghost" href="#unit-floor-plan-pricing">
                  See units and prices
                </a>
              )}
              <a className="alerts-link" href={`/alerts?project=${encodeURIComponent(slug)}`}>
                Get price alerts
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
