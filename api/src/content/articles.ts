import {
  ARTICLE_MESSAGES,
  ConflictError,
  IllegalStateError,
  NotFoundError,
  slugify,
  type ArticleDoc,
  type ArticleEvent,
  type ArticleFields,
  type ArticleKind,
} from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import type { Decider } from '../core/decider.ts';
import type { IdGenerator } from '../core/ids.ts';
import { readAfterCommand, requireVisible, type StoredCommand } from '../core/commandAccepted.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { escapeRegex } from '../core/regex.ts';
import { uniqueNames, type UniqueName } from '../core/uniqueNames.ts';
import { articleMeasures, sanitizeArticleHtml } from './htmlSanitizer.ts';

type ArticleBody = Extract<ArticleEvent, { type: 'ArticlePublished' }>['data'];
type ArticleCommand =
  | { type: 'Publish'; article: ArticleBody }
  | { type: 'Edit'; article: ArticleBody }
  | { type: 'Delete'; articleId: string }
  | { type: 'Restore'; articleId: string }
  | { type: 'SetOgImage'; articleId: string; ogImage: string | null };
type ArticleState = { status: 'none' } | { status: 'live' | 'deleted'; slug: string };

/** An article's URL: stream `articleSlug-<slug>`, events ArticleSlugReserved / ArticleSlugReleased. */
const ARTICLE_SLUG: UniqueName = {
  stream: (slug) => `articleSlug-${slug}`,
  reserved: (slug, articleId) => ({ type: 'ArticleSlugReserved', data: { slug, articleId } }),
  released: (slug, articleId) => ({ type: 'ArticleSlugReleased', data: { slug, articleId } }),
  holderOf: (last) => (last.type === 'ArticleSlugReserved' ? last.data.articleId : null),
};

/** One article's life: published, edited, deleted and restored; an edit of a deleted article is refused. */
const articleDecider: Decider<ArticleState, ArticleCommand, ArticleEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ArticlePublished':
      case 'ArticleEdited':
        return { status: state.status === 'deleted' ? 'deleted' : 'live', slug: event.data.slug };
      case 'ArticleDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      case 'ArticleRestored':
        return state.status === 'none' ? state : { ...state, status: 'live' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'Publish') {
      if (state.status !== 'none') throw new ConflictError('This article already exists.');
      return [{ type: 'ArticlePublished', data: command.article }];
    }
    if (state.status === 'none') throw new NotFoundError('Article not found');
    switch (command.type) {
      case 'Edit':
        if (state.status === 'deleted') throw new IllegalStateError('Restore the article before editing it.');
        return [{ type: 'ArticleEdited', data: command.article }];
      case 'Delete':
        if (state.status === 'deleted') throw new IllegalStateError(ARTICLE_MESSAGES.deleteFailed);
        return [{ type: 'ArticleDeleted', data: { articleId: command.articleId } }];
      case 'Restore':
        return state.status === 'deleted' ? [{ type: 'ArticleRestored', data: { articleId: command.articleId } }] : [];
      case 'SetOgImage':
        return [{ type: 'ArticleOgImageChanged', data: { articleId: command.articleId, ogImage: command.ogImage } }];
    }
  },
};

export interface ArticleDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs?: number;
}

/** Blogs, news and awards: sanitised HTML, server-computed reading time, unique slugs. */
export function createArticles(deps: ArticleDeps) {
  const articles = () => deps.readStore.collection<ArticleDoc>('articles');

  const run = commandRunner(deps, {
    decider: articleDecider,
    idOf: (command) => ('article' in command ? command.article.articleId : command.articleId),
    stream: (articleId) => `article-${articleId}`,
    poll: (articleId) => `/api/v1/admin/articles/${articleId}`,
  });
  const slugs = uniqueNames(deps.eventStore, ARTICLE_SLUG);

  /** The article as a stored command left it; 202 while the read models do not show it yet. */
  const afterCommand = (stored: StoredCommand) => readAfterCommand(stored, () => articles().get(stored.id));

  /** A custom URL must be free; a generated one takes the next free `-2`, `-3`, ... */
  async function claimSlug(context: CommandContext, fields: ArticleFields, articleId: string): Promise<string> {
    const metadata = eventMetadata(context, deps.now());
    const slug = fields.customUrl
      ? (await slugs.reserve(fields.customUrl, articleId, metadata)) && fields.customUrl
      : await slugs.reserveNumbered(slugify(fields.title) || 'article', articleId, metadata);
    if (!slug) throw new ConflictError(ARTICLE_MESSAGES.slugTaken);
    return slug;
  }

  async function body(
    articleId: string,
    slug: string,
    fields: ArticleFields,
    previous?: ArticleDoc,
  ): Promise<ArticleBody> {
    const html = await sanitizeArticleHtml(fields.content);
    const { wordCount, readingMinutes, excerpt } = await articleMeasures(html);
    const hindiHtml = fields.hindiContent?.trim() ? await sanitizeArticleHtml(fields.hindiContent) : '';
    const hindiExcerpt = hindiHtml ? (await articleMeasures(hindiHtml)).excerpt : '';
    return {
      articleId,
      kind: fields.kind,
      title: fields.title,
      slug,
      html,
      excerpt,
      featuredImage: fields.featuredImage ?? null,
      metaDescription: fields.metaDescription ?? excerpt.slice(0, 160),
      ogTitle: fields.ogTitle ?? fields.title,
      ogImage: fields.ogImage === undefined ? (previous?.ogImage ?? null) : fields.ogImage,
      wordCount,
      readingMinutes,
      hindiTitle: fields.hindiTitle ?? '',
      hindiHtml: hindiExcerpt ? hindiHtml : '',
      hindiExcerpt,
    };
  }

  async function existing(articleId: string): Promise<ArticleDoc> {
    const doc = await articles().get(articleId);
    if (!doc) throw new NotFoundError('Article not found');
    return doc;
  }

  return {
    async create(context: CommandContext, fields: ArticleFields) {
      const articleId = deps.ids.objectId();
      const slug = await claimSlug(context, fields, articleId);
      const { stored } = await run(context, { type: 'Publish', article: await body(articleId, slug, fields) });
      return afterCommand(stored);
    },
    async edit(context: CommandContext, articleId: string, fields: ArticleFields, expectedRevision?: number) {
      const previous = await existing(articleId);
      const slug =
        fields.customUrl && fields.customUrl !== previous.slug
          ? await claimSlug(context, fields, articleId)
          : previous.slug;
      const { stored } = await run(
        context,
        { type: 'Edit', article: await body(articleId, slug, fields, previous) },
        {
          expectedRevision,
          // The slug given up is released once the article names its new one.
          afterAppend: async (_result, metadata) => {
            if (slug !== previous.slug) await slugs.release(previous.slug, articleId, metadata);
          },
        },
      );
      return afterCommand(stored);
    },
    /** Deletes (restorably); with `expectedRevision`, the article as the admin saw it. Answers the new revision. */
    async remove(context: CommandContext, articleId: string, expectedRevision?: number) {
      const { stored } = await run(context, { type: 'Delete', articleId }, { expectedRevision });
      requireVisible(stored);
      return { revision: stored.revision };
    },
    async restore(context: CommandContext, articleId: string, expectedRevision?: number) {
      return afterCommand((await run(context, { type: 'Restore', articleId }, { expectedRevision })).stored);
    },
    async setOgImage(context: CommandContext, articleId: string, ogImage: string | null) {
      await existing(articleId);
      return afterCommand((await run(context, { type: 'SetOgImage', articleId, ogImage })).stored);
    },
    existing,
    /** Public: live articles of a kind, newest first, paged. */
    async list(kind: ArticleKind | undefined, page: number, limit: number) {
      const filter = { deleted: false, ...(kind ? { kind } : {}) };
      const [docs, total] = await Promise.all([
        articles().find(filter, {
          sort: { createdAt: -1, _id: -1 },
          skip: (page - 1) * limit,
          limit,
          projection: { html: 0, hindiHtml: 0 },
        }),
        articles().count(filter),
      ]);
      return { result: docs.map(publicArticle), total, page, limit };
    },
    async single(query: { slug?: string | undefined; _id?: string | undefined }) {
      const doc = query._id ? await articles().get(query._id) : await articles().findOne({ slug: query.slug });
      if (!doc || doc.deleted) throw new NotFoundError('Article not found');
      return publicArticle(doc);
    },
    async adminList(
      range: [number, number],
      sort: [string, 'ASC' | 'DESC'],
      filter: { kind?: ArticleKind | undefined; q?: string | undefined; deleted?: boolean | undefined },
    ) {
      const and: Record<string, unknown>[] = [];
      if (filter.kind) and.push({ kind: filter.kind });
      if (filter.deleted !== undefined) and.push({ deleted: filter.deleted });
      if (filter.q?.trim()) and.push({ title: { $regex: escapeRegex(filter.q.trim()), $options: 'i' } });
      const query = and.length ? { $and: and } : {};
      const [start, end] = range;
      const [docs, total] = await Promise.all([
        articles().find(query, {
          sort: { [sort[0] === 'id' ? '_id' : sort[0]]: sort[1] === 'ASC' ? 1 : -1, _id: -1 },
          skip: start,
          limit: end - start + 1,
        }),
        articles().count(query),
      ]);
      return {
        items: docs.map((d) => ({ ...publicArticle(d), id: d._id, deleted: d.deleted })),
        start,
        end: start + Math.max(docs.length - 1, 0),
        total,
      };
    },
  };
}

export function publicArticle(doc: ArticleDoc) {
  const { _position, authorId, ...rest } = doc;
  return rest;
}

export type Articles = ReturnType<typeof createArticles>;
