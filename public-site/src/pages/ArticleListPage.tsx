import { Pager } from '../components/Pager.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import type { ArticleKind, ArticleListPage as ArticleList, ArticleSummary } from '../model/contentResponses.ts';
import { ARTICLE_SECTIONS } from '../model/pageData.ts';
import { articleByline, articleHref } from './articleLinks.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

function ArticleCard({ article }: { article: ArticleSummary }) {
  const strings = useStrings();
  const localHref = useLocalHref();
  const { date, reading } = articleByline(article, strings.pages.articles);
  const sectionTitle = ARTICLE_SECTIONS[article.kind].title;
  return (
    <article className="card article-card">
      {article.featuredImage ? (
        <img
          className="card-media"
          src={article.featuredImage}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="card-media card-media--empty" aria-hidden="true">
          {strings.chrome.links[sectionTitle] ?? sectionTitle}
        </div>
      )}
      <div className="card-body">
        <h2 className="card-title">
          <a href={localHref(articleHref(article))}>{article.title}</a>
        </h2>
        <p className="article-meta">
          {date && <time dateTime={article.createdAt}>{date}</time>}
          {date && <span aria-hidden="true"> · </span>}
          <span>{reading}</span>
        </p>
        {article.excerpt && <p className="article-excerpt">{article.excerpt}</p>}
      </div>
    </article>
  );
}

/** `/blogs`, `/news` and `/awards-and-recognition`: newest first, 12 a page. */
export function ArticleListPage({ articleKind, list }: { articleKind: ArticleKind; list: ArticleList }) {
  const section = ARTICLE_SECTIONS[articleKind];
  const strings = useStrings();
  const t = strings.pages.articles;
  const localHref = useLocalHref();
  const title = strings.chrome.links[section.title] ?? section.title;
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p className="page-lead">{t.leads[articleKind]}</p>
      {list.result.length > 0 ? (
        <ul className="card-grid">
          {list.result.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>
          <p>{t.empty}</p>
        </EmptyState>
      )}
      <Pager
        page={list.page}
        total={list.total}
        limit={list.limit}
        hrefFor={(page) => localHref(page > 1 ? `${section.path}?page=${page}` : section.path)}
        label={t.pagerLabel(title)}
      />
    </div>
  );
}
