import { ARTICLE_MESSAGES, isRecord } from '@aangan/contracts/browser';
import {
  HttpError,
  type CreateParams,
  type CreateResult,
  type DeleteParams,
  type DeleteResult,
  type GetOneParams,
  type GetOneResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import type { ArticleDoc } from '@aangan/contracts';
import { toArticleBody, toArticleRecord, type ArticleRecord } from './articleRecord.ts';
import { ifMatch, type HttpClient } from './http.ts';

/** One call of the API: JSON (or a FormData) body, optional extra headers. */
export type Send = (
  url: string,
  method: string,
  body?: unknown,
  headers?: Record<string, string>,
) => ReturnType<HttpClient>;

/** The `result` of an answer. */
export const resultOf = <T>(json: unknown): T => (isRecord(json) ? json.result : undefined) as T;

/** `/articles/:path/:id` under the API root. */
export const articlePath = (root: string, path: string, id: string | number) =>
  `${root}/articles/${path}/${encodeURIComponent(String(id))}`;

/**
 * The article resource (`articles`) over the API's own paths (`/articles/create-article`,
 * `/articles/edit-blog/:id` with If-Match, `/articles/delete-blog/:id`). The list and the single
 * read are ra-data-simple-rest's (`/admin/articles`), reshaped for the form.
 */
export function createArticleResource(send: Send, root: string) {
  /** A taken custom URL is a 409 without field errors: shown under the custom URL input instead of as a toast. */
  const withSlugField = (error: unknown): unknown => {
    if (error instanceof HttpError && error.status === 409 && error.message === ARTICLE_MESSAGES.slugTaken) {
      return new HttpError(error.message, error.status, {
        ...(isRecord(error.body) ? error.body : {}),
        errors: { customUrl: error.message },
      });
    }
    return error;
  };

  return {
    async getOne(
      getOne: (params: GetOneParams) => Promise<GetOneResult<ArticleDoc & { id: string }>>,
      params: GetOneParams,
    ): Promise<GetOneResult> {
      const { data } = await getOne(params);
      return { data: toArticleRecord(data) };
    },
    async create(params: CreateParams): Promise<CreateResult> {
      try {
        const { json } = await send(`${root}/articles/create-article`, 'POST', toArticleBody(params.data));
        return { data: toArticleRecord(resultOf<ArticleDoc>(json)) };
      } catch (error) {
        throw withSlugField(error);
      }
    },
    /**
     * If-Match carries the revision the form was loaded with (the edit page moves it on after its
     * own Open Graph image changes): a change by someone else answers 412.
     */
    async update(params: UpdateParams): Promise<UpdateResult> {
      const id = params.id as ArticleRecord['id'];
      const sent = (params.data as Partial<ArticleRecord>).revision;
      const revision =
        typeof sent === 'number' ? sent : (params.previousData as Partial<ArticleRecord> | undefined)?.revision;
      try {
        const { json } = await send(
          articlePath(root, 'edit-blog', id),
          'PUT',
          toArticleBody(params.data),
          revision === undefined ? undefined : { 'If-Match': `W/"${revision}"` },
        );
        return { data: toArticleRecord(resultOf<ArticleDoc>(json)) };
      } catch (error) {
        throw withSlugField(error);
      }
    },
    /** If-Match carries the revision of the article as shown (`previousData`): someone else's change since answers 412. */
    async delete(params: DeleteParams): Promise<DeleteResult> {
      const id = params.id as ArticleRecord['id'];
      const shown = params.previousData as Partial<ArticleRecord> | undefined;
      const revision = shown?.revision;
      await send(
        articlePath(root, 'delete-blog', id),
        'DELETE',
        undefined,
        revision === undefined ? undefined : ifMatch(revision),
      );
      return { data: { ...shown, id, deleted: true } };
    },
  };
}
