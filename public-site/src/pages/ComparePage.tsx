import { COMPARE_MAX, COMPARE_MIN, type ComparedProject } from '@aangan/contracts/browser';
import { compareLink } from '../compare/compareLinks.ts';
import { compareGroups, differencesOf, NO_VALUE, YES, type CompareGroup } from '../compare/compareRows.ts';
import { dropFromCompare, useCompareSelection } from '../compare/compareStore.ts';
import type { PageOf } from '../model/pageData.ts';

type ComparePageData = PageOf<'compare'>;

/** Where to find projects to compare: the search results' cards and the shortlist (and, with script, the picks so far). */
function HowToPick({ children }: { children?: React.ReactNode }) {
  const picked = useCompareSelection();
  return (
    <div className="empty compare-empty">
      {children}
      <p>
        Tap <strong>Compare</strong> on up to {COMPARE_MAX} project cards in the search results, or compare the projects
        you saved in your shortlist.
      </p>
      <p className="compare-empty-links">
        {picked.length >= COMPARE_MIN && (
          <a className="button" href={compareLink(picked, false)}>
            Compare your {picked.length} picked projects
          </a>
        )}
        <a className="button button--ghost" href="/search-result">
          Search projects
        </a>
        <a className="button button--ghost" href="/shortlist">
          Your shortlist
        </a>
      </p>
    </div>
  );
}

function Problem({ page }: { page: ComparePageData }) {
  if (page.problem === 'tooMany')
    return (
      <HowToPick>
        <p className="empty-title">Compare at most {COMPARE_MAX} projects at a time</p>
        <p>
          <a href={compareLink(page.slugs.slice(0, COMPARE_MAX), page.onlyDifferences)}>
            Compare the first {COMPARE_MAX}
          </a>
        </p>
      </HowToPick>
    );
  if (page.problem === 'notFound') {
    const others = page.slugs.filter((slug) => slug !== page.missing);
    return (
      <HowToPick>
        <p className="empty-title">
          {page.missing ? `We could not find the project “${page.missing}”` : 'We could not find one of these projects'}
        </p>
        <p>It may have been removed from Aangan, or the link is mistyped.</p>
        {page.missing && others.length >= COMPARE_MIN && (
          <p>
            <a href={compareLink(others, page.onlyDifferences)}>Compare the other {others.length}</a>
          </p>
        )}
      </HowToPick>
    );
  }
  return (
    <HowToPick>
      <p className="empty-title">Pick at least {COMPARE_MIN} projects to compare</p>
    </HowToPick>
  );
}

function Cell({ value }: { value: string }) {
  if (value === YES)
    return (
      <td className="compare-yes">
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">Yes</span>
      </td>
    );
  if (value === NO_VALUE)
    return (
      <td className="compare-none">
        <span aria-hidden="true">{NO_VALUE}</span>
        <span className="visually-hidden">No</span>
      </td>
    );
  return <td>{value}</td>;
}

function ProjectHead({ project, page }: { project: ComparedProject; page: ComparePageData }) {
  return (
    <th scope="col" className="compare-project">
      {project.coverImage ? (
        <img className="compare-photo" src={project.coverImage} alt="" width={480} height={300} decoding="async" />
      ) : (
        <span className="compare-photo compare-photo--empty" aria-hidden="true" />
      )}
      <a className="compare-title" href={project.link}>
        {project.projectTitle}
      </a>
      {project.place && <span className="compare-place">{project.place}</span>}
      <a
        className="compare-remove"
        href={compareLink(
          page.slugs.filter((slug) => slug !== project.slug),
          page.onlyDifferences,
        )}
        onClick={() => dropFromCompare(project.slug)}
      >
        Remove<span className="visually-hidden"> {project.projectTitle} from the comparison</span>
      </a>
    </th>
  );
}

function CompareTable({ page, groups }: { page: ComparePageData; groups: CompareGroup[] }) {
  const columns = page.projects.length;
  return (
    <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table" style={{ '--compare-columns': columns } as React.CSSProperties}>
        <caption id="compare-caption" className="visually-hidden">
          {page.projects.map((project) => project.projectTitle).join(', ')} compared
        </caption>
        <thead>
          <tr>
            <td className="compare-corner">
              <span className="compare-hint" aria-hidden="true">
                Swipe to see all {columns} projects →
              </span>
            </td>
            {page.projects.map((project) => (
              <ProjectHead key={project.slug} project={project} page={page} />
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title}>
            <tr className="compare-group">
              <th scope="colgroup" colSpan={columns + 1}>
                <span>{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label} className={row.differs ? 'compare-differs' : undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className="visually-hidden"> (differs)</span>}
                </th>
                {row.values.map((value, index) => (
                  <Cell key={index} value={value} />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** `/compare?slugs=a,b,c`: the projects side by side, differences highlighted; every control is a link, so it works without script. */
export function ComparePage({ page }: { page: ComparePageData }) {
  const all = compareGroups(page.projects);
  const groups = page.onlyDifferences ? differencesOf(all) : all;
  return (
    <div className="container section compare-page">
      <h1>Compare projects</h1>
      {page.problem || page.projects.length < COMPARE_MIN ? (
        <Problem page={page} />
      ) : (
        <>
          <div className="compare-options">
            <p className="compare-legend">
              <span className="compare-legend-mark" aria-hidden="true" /> Rows that differ are highlighted.
            </p>
            <nav className="compare-view" aria-label="Rows shown">
              <a href={compareLink(page.slugs, false)} aria-current={page.onlyDifferences ? undefined : 'page'}>
                All rows
              </a>
              <a href={compareLink(page.slugs, true)} aria-current={page.onlyDifferences ? 'page' : undefined}>
                Show only differences
              </a>
            </nav>
          </div>
          {groups.length > 0 ? (
            <CompareTable page={page} groups={groups} />
          ) : (
            <p className="empty">These projects show the same in every row.</p>
          )}
        </>
      )}
    </div>
  );
}
