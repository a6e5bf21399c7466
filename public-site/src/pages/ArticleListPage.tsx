import { Pager } from '../components/Pager.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import type { ArticleKind, ArticleListPage as ArticleList, ArticleSummary } from '../model/contentResponses.ts';
import { ARTICLE_SECTIONS } from '../model/pageData.ts';
import { articleByline, articleHref } from './articleLinks.ts';

const LEADS: Record<ArticleKind, string> = {
  blog: 'Guides and ideas for buying a home in India: prices, RERA, home loans, Vastu and life in the cities we cover.',
  news: 'What is new at Aangan and in the projects we list.',
  award: 'Recognition Aangan and its team have received.',
};

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { date, reading } = articleByline(article);
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
          {ARTICLE_SECTIONS[article.kind].title}
        </div>
      )}
      <div className="card-body">
        <h2 className="card-title">
          <a href={articleHref(article)}>{article.title}</a>
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
  return (
    <div className="container section">
      <h1>{section.title}</h1>
      <p className="page-lead">{LEADS[articleKind]}</p>
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
          <p>Nothing is published here yet. Please come back soon.</p>
        </EmptyState>
      )}
      <Pager
        page={list.page}
        total={list.total}
        limit={list.limit}
        hrefFor={(page) => (page > 1 ? `${section.path}?page=${page}` : section.path)}
        label={`${section.title} pages`}
      />
    </div>
  );
}
