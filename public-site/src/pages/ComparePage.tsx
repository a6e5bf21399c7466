import { COMPARE_MAX, COMPARE_MIN, type ComparedProject } from '@aangan/contracts/browser';
import { compareLink } from '../compare/compareLinks.ts';
import { compareGroups, differencesOf, NO_VALUE, YES, type CompareGroup } from '../compare/compareRows.ts';
import { dropFromCompare, useCompareSelection } from '../compare/compareStore.ts';
import type { PageOf } from '../model/pageData.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

type ComparePageData = PageOf<'compare'>;

/** Where to find projects to compare: the search results' cards and the shortlist (and, with script, the picks so far). */
function HowToPick({ children }: { children?: React.ReactNode }) {
  const picked = useCompareSelection();
  const t = useStrings().saved.compare;
  const localHref = useLocalHref();
  return (
    <div className="empty compare-empty">
      {children}
      <p>{t.howTo(COMPARE_MAX)}</p>
      <p className="compare-empty-links">
        {picked.length >= COMPARE_MIN && (
          <a className="button" href={localHref(compareLink(picked, false))}>
            {t.comparePicked(picked.length)}
          </a>
        )}
        <a className="button button--ghost" href={localHref('/search-result')}>
          {t.searchProjects}
        </a>
        <a className="button button--ghost" href={localHref('/shortlist')}>
          {t.yourShortlist}
        </a>
      </p>
    </div>
  );
}

function Problem({ page }: { page: ComparePageData }) {
  const t = useStrings().saved.compare;
  const localHref = useLocalHref();
  if (page.problem === 'tooMany')
    return (
      <HowToPick>
        <p className="empty-title">{t.atMost(COMPARE_MAX)}</p>
        <p>
          <a href={localHref(compareLink(page.slugs.slice(0, COMPARE_MAX), page.onlyDifferences))}>
            {t.firstOnes(COMPARE_MAX)}
          </a>
        </p>
      </HowToPick>
    );
  if (page.problem === 'notFound') {
    const others = page.slugs.filter((slug) => slug !== page.missing);
    return (
      <HowToPick>
        <p className="empty-title">{page.missing ? t.notFound(page.missing) : t.oneNotFound}</p>
        <p>{t.mayBeRemoved}</p>
        {page.missing && others.length >= COMPARE_MIN && (
          <p>
            <a href={localHref(compareLink(others, page.onlyDifferences))}>{t.others(others.length)}</a>
          </p>
        )}
      </HowToPick>
    );
  }
  return (
    <HowToPick>
      <p className="empty-title">{t.atLeast(COMPARE_MIN)}</p>
    </HowToPick>
  );
}

function Cell({ value }: { value: string }) {
  const t = useStrings().saved.compare;
  if (value === YES)
    return (
      <td className="compare-yes">
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">{t.yes}</span>
      </td>
    );
  if (value === NO_VALUE)
    return (
      <td className="compare-none">
        <span aria-hidden="true">{NO_VALUE}</span>
        <span className="visually-hidden">{t.no}</span>
      </td>
    );
  return <td>{value}</td>;
}

function ProjectHead({ project, page }: { project: ComparedProject; page: ComparePageData }) {
  const t = useStrings().saved.compare;
  const localHref = useLocalHref();
  return (
    <th scope="col" className="compare-project">
      {project.coverImage ? (
        <img className="compare-photo" src={project.coverImage} alt="" width={480} height={300} decoding="async" />
      ) : (
        <span className="compare-photo compare-photo--empty" aria-hidden="true" />
      )}
      <a className="compare-title" href={localHref(project.link)}>
        {project.projectTitle}
      </a>
      {project.place && <span className="compare-place">{project.place}</span>}
      <a
        className="compare-remove"
        href={localHref(
          compareLink(
            page.slugs.filter((slug) => slug !== project.slug),
            page.onlyDifferences,
          ),
        )}
        onClick={() => dropFromCompare(project.slug)}
      >
        {t.remove}
        <span className="visually-hidden">{t.removeHidden(project.projectTitle)}</span>
      </a>
    </th>
  );
}

function CompareTable({ page, groups }: { page: ComparePageData; groups: CompareGroup[] }) {
  const t = useStrings().saved.compare;
  const columns = page.projects.length;
  return (
    <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table" style={{ '--compare-columns': columns } as React.CSSProperties}>
        <caption id="compare-caption" className="visually-hidden">
          {t.caption(page.projects.map((project) => project.projectTitle).join(', '))}
        </caption>
        <thead>
          <tr>
            <td className="compare-corner">
              <span className="compare-hint" aria-hidden="true">
                {t.swipe(columns)}
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
                  {row.differs && <span className="visually-hidden">{t.differs}</span>}
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
  const strings = useStrings();
  const t = strings.saved.compare;
  const locale = useLocale();
  const localHref = useLocalHref();
  const all = compareGroups(page.projects, { strings, locale });
  const groups = page.onlyDifferences ? differencesOf(all) : all;
  return (
    <div className="container section compare-page">
      <h1>{t.title}</h1>
      {page.problem || page.projects.length < COMPARE_MIN ? (
        <Problem page={page} />
      ) : (
        <>
          <div className="compare-options">
            <p className="compare-legend">
              <span className="compare-legend-mark" aria-hidden="true" /> {t.legend}
            </p>
            <nav className="compare-view" aria-label={t.rowsShown}>
              <a
                href={localHref(compareLink(page.slugs, false))}
                aria-current={page.onlyDifferences ? undefined : 'page'}
              >
                {t.allRows}
              </a>
              <a
                href={localHref(compareLink(page.slugs, true))}
                aria-current={page.onlyDifferences ? 'page' : undefined}
              >
                {t.onlyDifferences}
              </a>
            </nav>
          </div>
          {groups.length > 0 ? <CompareTable page={page} groups={groups} /> : <p className="empty">{t.same}</p>}
        </>
      )}
    </div>
  );
}
