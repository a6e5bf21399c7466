import type { ArticleView } from '../model/contentResponses.ts';
import { ARTICLE_SECTIONS } from '../model/pageData.ts';
import { articleByline } from './articleLinks.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/** One blog post, news item or award. Its HTML was sanitised by the API when it was saved. */
export function ArticlePage({ article }: { article: ArticleView }) {
  const section = ARTICLE_SECTIONS[article.kind];
  const strings = useStrings();
  const t = strings.pages.articles;
  const localHref = useLocalHref();
  const { date, reading } = articleByline(article, t);
  const sectionTitle = strings.chrome.links[section.title] ?? section.title;
  return (
    <article className="container section article" aria-labelledby="article-title">
      <nav className="breadcrumb" aria-label={t.breadcrumb}>
        <ol>
          <li>
            <a href={localHref('/')}>{strings.chrome.links['Home']}</a>
          </li>
          <li>
            <a href={localHref(section.path)}>{sectionTitle}</a>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <header className="article-head">
        <h1 id="article-title">{article.title}</h1>
        <p className="article-meta">
          {date && (
            <>
              <span className="visually-hidden">{t.publishedOn}</span>
              <time dateTime={article.createdAt}>{date}</time>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span>{reading}</span>
        </p>
      </header>
      {article.featuredImage && (
        <img
          className="article-image"
          src={article.featuredImage}
          alt=""
          width={1200}
          height={630}
          loading="eager"
          fetchPriority="high"
        />
      )}
      <div className="prose article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      <p className="article-back">
        <a className="standalone-link" href={localHref(section.path)}>
          {t.more(sectionTitle)}
        </a>
      </p>
    </article>
  );
}
