import { isRecord } from '@aangan/contracts/browser';
import { HttpError, type CreateParams, type CreateResult, type DeleteParams, type DeleteResult, type GetOneParams, type GetOneResult, type UpdateParams, type UpdateResult, type fetchUtils } from 'react-admin';
import type { ArticleDoc, SectionContent, SectionKey, SeoMetaDoc, TestimonialDoc } from '@aangan/contracts';
import { ARTICLE_MESSAGES, toArticleBody, toArticleRecord, type ArticleRecord } from '../articles/articleRecord.ts';
import { messageOf } from './apiError.ts';

/** The JSON client of the data provider: the token in the header, problem+json errors as HttpError. */
export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

export type SiteSections = { [K in SectionKey]: SectionContent<K> };
export type Testimonial = Omit<TestimonialDoc, '_position'>;
export interface SiteFaq {
  _id: string;
  question: string;
  answer: string;
  order: number;
}
export type StateRera = Record<string, string>;
export type CurrencyRates = Record<string, { name: string; inrPerUnit: number }>;
export type SeoMeta = Omit<SeoMetaDoc, '_position'>;

/** `GET /admin/moderation-data`: everything the Website Configuration page edits. */
export interface WebsiteConfiguration {
  sections: SiteSections;
  /** Each saved section's revision (a section never saved has none: -1); a save names it. */
  revisions: Partial<Record<SectionKey, number>>;
  testimonials: Testimonial[];
  stateRera: StateRera;
  faqs: SiteFaq[];
}

/** The spec §9 hints `PUT /admin/seo-meta` answers beside the saved meta. */
export interface SeoHints {
  title: { length: number; ideal: number; under: number; ok: boolean };
  description: { length: number; words: number; ideal: number; wordsUnder: number; ok: boolean };
  url: { length: number; ideal: number; ok: boolean };
}

export interface SeoMetaInput {
  route: string;
  title: string;
  description: string;
  ogTitle?: string;
  ogImage?: string | null;
}

/** What `/admin/aws-image` answers for an uploaded image. */
export interface UploadedImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

export interface TestimonialInput {
  kind: 'client' | 'employee';
  name: string;
  content: string;
  role?: string;
  photoUrl?: string | null;
}

export interface FaqInput {
  question: string;
  answer: string;
  order?: number;
}

/** The calls of the content screens that are not CRUD (sections, RERA, FAQs, SEO, uploads). */
export interface ContentDataProvider {
  getWebsiteConfiguration(): Promise<WebsiteConfiguration>;
  /** Replaces a section, based on the revision the page loaded: someone else's newer save answers 412. */
  editSection<K extends SectionKey>(key: K, content: SectionContent<K>, expectedRevision: number): Promise<{ message: string; content: SectionContent<K>; revision: number }>;
  deleteHighlightImage(): Promise<{ message: string; content: SectionContent<'featureHighlight'>; revision: number }>;
  addTestimonial(input: TestimonialInput): Promise<{ message: string; id: string }>;
  deleteTestimonial(id: string): Promise<{ message: string }>;
  setStateRera(state: string, registration: string | null): Promise<{ message: string; data: StateRera }>;
  createFaq(input: FaqInput): Promise<{ message: string; faq: SiteFaq }>;
  updateFaq(id: string, input: FaqInput): Promise<{ message: string; faq: SiteFaq }>;
  deleteFaq(id: string): Promise<{ message: string }>;
  getCurrencyRates(): Promise<CurrencyRates>;
  setCurrencyRates(rates: CurrencyRates): Promise<{ message: string; rates: CurrencyRates }>;
  getSeoMeta(): Promise<SeoMeta[]>;
  setSeoMeta(input: SeoMetaInput): Promise<{ message: string; meta: SeoMeta; hints: SeoHints }>;
  uploadImage(file: File): Promise<{ message: string; image: UploadedImage }>;
  uploadArticleOgImage(id: string, file: File): Promise<{ message: string; ogImage: string | null }>;
  removeArticleOgImage(id: string): Promise<{ message: string }>;
  restoreArticle(id: string): Promise<{ message: string; record: ArticleRecord }>;
}

const resultOf = <T>(json: unknown): T => (isRecord(json) ? json.result : undefined) as T;
const revisionOf = (json: unknown): number => (isRecord(json) && typeof json.revision === 'number' ? json.revision : -1);

/** `/api/v1/admin` → `/api/v1`: the article, upload and public routes live beside the admin ones. */
const rootOf = (adminUrl: string): string => adminUrl.replace(/\/admin\/?$/, '');

/**
 * The article resource (`articles`) over the API's own paths (`/articles/create-article`,
 * `/articles/edit-blog/:id` with If-Match, `/articles/delete-blog/:id`) and the content calls.
 * The list and the single read are ra-data-simple-rest's (`/admin/articles`), reshaped for the form.
 */
export function createContentApi(httpClient: HttpClient, adminUrl: string) {
  const root = rootOf(adminUrl);
  const send = (url: string, method: string, body?: unknown, headers?: Record<string, string>) =>
    httpClient(url, {
      method,
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      ...(headers ? { headers: new Headers({ Accept: 'application/json', ...headers }) } : {}),
    });
  const admin = (path: string, method = 'GET', body?: unknown) => send(`${adminUrl}${path}`, method, body);
  const articlePath = (path: string, id: string | number) => `${root}/articles/${path}/${encodeURIComponent(String(id))}`;

  /** A taken custom URL is a 409 without field errors: shown under the custom URL input instead of as a toast. */
  const withSlugField = (error: unknown): unknown => {
    if (error instanceof HttpError && error.status === 409 && error.message === ARTICLE_MESSAGES.slugTaken) {
      return new HttpError(error.message, error.status, { ...(isRecord(error.body) ? error.body : {}), errors: { customUrl: error.message } });
    }
    return error;
  };

  const articles = {
    async getOne(getOne: (params: GetOneParams) => Promise<GetOneResult>, params: GetOneParams): Promise<GetOneResult> {
      const { data } = await getOne(params);
      return { data: toArticleRecord(data as unknown as ArticleDoc & { id: string }) };
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
      const sent = (params.data as Partial<ArticleRecord>).revision;
      const revision = typeof sent === 'number' ? sent : (params.previousData as Partial<ArticleRecord> | undefined)?.revision;
      try {
        const { json } = await send(articlePath('edit-blog', params.id), 'PUT', toArticleBody(params.data), revision === undefined ? undefined : { 'If-Match': `W/"${revision}"` });
        return { data: toArticleRecord(resultOf<ArticleDoc>(json)) };
      } catch (error) {
        throw withSlugField(error);
      }
    },
    async delete(params: DeleteParams): Promise<DeleteResult> {
      await send(articlePath('delete-blog', params.id), 'DELETE');
      return { data: { ...(params.previousData ?? {}), id: params.id, deleted: true } };
    },
  };

  const methods: ContentDataProvider = {
    async getWebsiteConfiguration() {
      const { json } = await admin('/moderation-data');
      return resultOf<WebsiteConfiguration>(json);
    },
    async editSection(key, content, expectedRevision) {
      const { json } = await admin('/edit-section', 'POST', { key, content, expectedRevision });
      return { message: messageOf(json, 'Section updated successfully'), content: resultOf(json), revision: revisionOf(json) };
    },
    async deleteHighlightImage() {
      const { json } = await admin('/delete-highlight-image', 'POST');
      return { message: messageOf(json, 'Image Deleted Successfully'), content: resultOf(json), revision: revisionOf(json) };
    },
    async addTestimonial(input) {
      const { json } = await admin('/create/testimonial', 'POST', input);
      return { message: messageOf(json, 'Testimonial added'), id: resultOf<{ _id: string }>(json)._id };
    },
    async deleteTestimonial(id) {
      const { json } = await admin('/delete/moderations', 'POST', { _id: id });
      return { message: messageOf(json, 'Deleted successfully') };
    },
    async setStateRera(state, registration) {
      const { json } = await admin('/state-rera', 'PUT', { state, registration });
      return { message: messageOf(json, 'RERA registration saved'), data: (isRecord(json) && isRecord(json.data) ? json.data : {}) as StateRera };
    },
    async createFaq(input) {
      const { json } = await admin('/faqs', 'POST', input);
      return { message: messageOf(json, 'FAQ saved'), faq: resultOf<SiteFaq>(json) };
    },
    async updateFaq(id, input) {
      const { json } = await admin(`/faqs/${encodeURIComponent(id)}`, 'PUT', input);
      return { message: messageOf(json, 'FAQ saved'), faq: resultOf<SiteFaq>(json) };
    },
    async deleteFaq(id) {
      const { json } = await admin(`/faqs/${encodeURIComponent(id)}`, 'DELETE');
      return { message: messageOf(json, 'FAQ deleted') };
    },
    async getCurrencyRates() {
      const { json } = await send(`${root}/user/currency-rates`, 'GET');
      return resultOf<CurrencyRates>(json);
    },
    async setCurrencyRates(rates) {
      const { json } = await admin('/currency-rates', 'PUT', { rates });
      return { message: messageOf(json, 'Currency rates saved'), rates: resultOf<CurrencyRates>(json) };
    },
    async getSeoMeta() {
      const { json } = await admin('/seo-meta');
      return resultOf<SeoMeta[]>(json);
    },
    async setSeoMeta(input) {
      const { json } = await admin('/seo-meta', 'PUT', input);
      const result = resultOf<{ meta: SeoMeta; hints: SeoHints }>(json);
      return { message: messageOf(json, 'Meta saved'), meta: result.meta, hints: result.hints };
    },
    async uploadImage(file) {
      const form = new FormData();
      form.append('file', file);
      const { json } = await admin('/aws-image', 'POST', form);
      return { message: messageOf(json, 'Image uploaded successfully!'), image: resultOf<UploadedImage>(json) };
    },
    async uploadArticleOgImage(id, file) {
      const form = new FormData();
      form.append('_id', id);
      form.append('file', file);
      const { json } = await send(`${root}/articles/upload-open-graph-image`, 'POST', form);
      return { message: messageOf(json, 'Image uploaded successfully!'), ogImage: resultOf<{ ogImage: string | null }>(json).ogImage };
    },
    async removeArticleOgImage(id) {
      const { json } = await send(`${root}/articles/remove-open-graph-image`, 'POST', { _id: id });
      return { message: messageOf(json, 'Image Deleted Successfully') };
    },
    async restoreArticle(id) {
      const { json } = await send(articlePath('restore-blog', id), 'POST');
      return { message: messageOf(json, 'Blog restored successfully'), record: toArticleRecord(resultOf<ArticleDoc>(json)) };
    },
  };

  return { articles, methods };
}
