import { UPLOAD_MESSAGES, isRecord } from '@aangan/contracts/browser';
import type {
  ArticleDoc,
  ModerationData,
  SectionContent,
  SectionKey,
  SeoMetaDoc,
  TestimonialDoc,
} from '@aangan/contracts';
import { messageOf } from './apiError.ts';
import { articlePath, createArticleResource, resultOf, type Send } from './articleResource.ts';
import { toArticleRecord, type ArticleRecord } from './articleRecord.ts';
import { ifMatch, parseAnswer, revisionOfETag, type HttpClient } from './http.ts';

export type Testimonial = Omit<TestimonialDoc, '_position'>;
export interface SiteFaq {
  _id: string;
  question: string;
  answer: string;
  order: number;
  /** What an edit or delete names (If-Match); the built-in FAQs, never saved, have none. */
  revision?: number;
}
export type StateRera = Record<string, string>;
export type CurrencyRates = Record<string, { name: string; inrPerUnit: number }>;
export type SeoMeta = Omit<SeoMetaDoc, '_position'>;

/** `GET /admin/moderation-data`: everything the Website Configuration page edits (the contracts' answer). */
export type WebsiteConfiguration = ModerationData;

/** A record as read, with the revision the next change of it names (If-Match; -1: never saved). */
export interface Revisioned<T> {
  value: T;
  revision: number;
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

/**
 * The calls of the content screens that are not CRUD (sections, RERA, FAQs, SEO, uploads). Every
 * change of a record names the revision it was based on: someone else's newer save answers 412
 * (staleConflictOf tells what they changed).
 */
export interface ContentDataProvider {
  getWebsiteConfiguration(): Promise<WebsiteConfiguration>;
  editSection<K extends SectionKey>(
    key: K,
    content: SectionContent<K>,
    expectedRevision: number,
  ): Promise<{ message: string; content: SectionContent<K>; revision: number }>;
  deleteHighlightImage(
    expectedRevision: number,
  ): Promise<{ message: string; content: SectionContent<'featureHighlight'>; revision: number }>;
  addTestimonial(input: TestimonialInput): Promise<{ message: string; id: string }>;
  deleteTestimonial(id: string): Promise<{ message: string }>;
  /** Sets one state; `expectedRevision` is the whole map's. Answers the map and its next revision. */
  setStateRera(
    state: string,
    registration: string | null,
    expectedRevision: number,
  ): Promise<{ message: string; data: StateRera; revision: number }>;
  createFaq(input: FaqInput): Promise<{ message: string; faq: SiteFaq }>;
  updateFaq(id: string, input: FaqInput, expectedRevision: number): Promise<{ message: string; faq: SiteFaq }>;
  deleteFaq(id: string, expectedRevision: number): Promise<{ message: string }>;
  getCurrencyRates(): Promise<Revisioned<CurrencyRates>>;
  setCurrencyRates(
    rates: CurrencyRates,
    expectedRevision: number,
  ): Promise<{ message: string } & Revisioned<CurrencyRates>>;
  getSeoMeta(): Promise<SeoMeta[]>;
  /** One path's meta (null: none set) with its revision. */
  getSeoMetaOf(route: string): Promise<Revisioned<SeoMeta | null>>;
  setSeoMeta(
    input: SeoMetaInput,
    expectedRevision: number,
  ): Promise<{ message: string; meta: SeoMeta; hints: SeoHints }>;
  uploadImage(file: File): Promise<{ message: string; image: UploadedImage }>;
  uploadArticleOgImage(id: string, file: File): Promise<{ message: string; ogImage: string | null }>;
  removeArticleOgImage(id: string): Promise<{ message: string }>;
  restoreArticle(id: string, expectedRevision: number): Promise<{ message: string; record: ArticleRecord }>;
}

const revisionOf = (json: unknown): number =>
  isRecord(json) && typeof json.revision === 'number' ? json.revision : -1;

/** `/api/v1/admin` → `/api/v1`: the article, upload and public routes live beside the admin ones. */
const rootOf = (adminUrl: string): string => adminUrl.replace(/\/admin\/?$/, '');

/** The article resource (`articles`, see createArticleResource) and the content calls, over one HTTP client. */
export function createContentApi(httpClient: HttpClient, adminUrl: string) {
  const root = rootOf(adminUrl);
  const send: Send = (url, method, body, headers) =>
    httpClient(url, {
      method,
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      ...(headers ? { headers: new Headers({ Accept: 'application/json', ...headers }) } : {}),
    });
  const admin = (path: string, method = 'GET', body?: unknown) => send(`${adminUrl}${path}`, method, body);

  const articles = createArticleResource(send, root);

  const methods: ContentDataProvider = {
    async getWebsiteConfiguration() {
      const { json } = await admin('/moderation-data');
      return (await parseAnswer('moderationData', json)).result;
    },
    async editSection(key, content, expectedRevision) {
      const { json } = await admin('/edit-section', 'POST', { key, content, expectedRevision });
      return {
        message: messageOf(json, 'Section updated successfully'),
        content: resultOf(json),
        revision: revisionOf(json),
      };
    },
    async deleteHighlightImage(expectedRevision) {
      const { json } = await send(`${adminUrl}/delete-highlight-image`, 'POST', undefined, ifMatch(expectedRevision));
      return {
        message: messageOf(json, UPLOAD_MESSAGES.image.removed),
        content: resultOf(json),
        revision: revisionOf(json),
      };
    },
    async addTestimonial(input) {
      const { json } = await admin('/create/testimonial', 'POST', input);
      return { message: messageOf(json, 'Testimonial added'), id: resultOf<{ _id: string }>(json)._id };
    },
    async deleteTestimonial(id) {
      const { json } = await admin('/delete/moderations', 'POST', { _id: id });
      return { message: messageOf(json, 'Deleted successfully') };
    },
    async setStateRera(state, registration, expectedRevision) {
      const { json, headers } = await admin('/state-rera', 'PUT', { state, registration, expectedRevision });
      return {
        message: messageOf(json, 'RERA registration saved'),
        data: (isRecord(json) && isRecord(json.data) ? json.data : {}) as StateRera,
        revision: revisionOfETag(headers),
      };
    },
    async createFaq(input) {
      const { json } = await admin('/faqs', 'POST', input);
      return { message: messageOf(json, 'FAQ saved'), faq: resultOf<SiteFaq>(json) };
    },
    async updateFaq(id, input, expectedRevision) {
      const { json } = await admin(`/faqs/${encodeURIComponent(id)}`, 'PUT', { ...input, expectedRevision });
      return { message: messageOf(json, 'FAQ saved'), faq: resultOf<SiteFaq>(json) };
    },
    async deleteFaq(id, expectedRevision) {
      const { json } = await send(
        `${adminUrl}/faqs/${encodeURIComponent(id)}`,
        'DELETE',
        undefined,
        ifMatch(expectedRevision),
      );
      return { message: messageOf(json, 'FAQ deleted') };
    },
    async getCurrencyRates() {
      const { json, headers } = await send(`${root}/user/currency-rates`, 'GET');
      return { value: resultOf<CurrencyRates>(json), revision: revisionOfETag(headers) };
    },
    async setCurrencyRates(rates, expectedRevision) {
      const { json, headers } = await admin('/currency-rates', 'PUT', { rates, expectedRevision });
      return {
        message: messageOf(json, 'Currency rates saved'),
        value: resultOf<CurrencyRates>(json),
        revision: revisionOfETag(headers),
      };
    },
    async getSeoMeta() {
      const { json } = await admin('/seo-meta');
      return resultOf<SeoMeta[]>(json);
    },
    async getSeoMetaOf(route) {
      const { json, headers } = await send(`${root}/user/seo-meta?${new URLSearchParams({ route })}`, 'GET');
      return { value: resultOf<SeoMeta | null>(json), revision: revisionOfETag(headers) };
    },
    async setSeoMeta(input, expectedRevision) {
      const { json } = await admin('/seo-meta', 'PUT', { ...input, expectedRevision });
      const result = resultOf<{ meta: SeoMeta; hints: SeoHints }>(json);
      return { message: messageOf(json, 'Meta saved'), meta: result.meta, hints: result.hints };
    },
    async uploadImage(file) {
      const form = new FormData();
      form.append('file', file);
      const { json } = await admin('/aws-image', 'POST', form);
      return { message: messageOf(json, UPLOAD_MESSAGES.image.uploaded), image: resultOf<UploadedImage>(json) };
    },
    async uploadArticleOgImage(id, file) {
      const form = new FormData();
      form.append('_id', id);
      form.append('file', file);
      const { json } = await send(`${root}/articles/upload-open-graph-image`, 'POST', form);
      return {
        message: messageOf(json, UPLOAD_MESSAGES.image.uploaded),
        ogImage: resultOf<{ ogImage: string | null }>(json).ogImage,
      };
    },
    async removeArticleOgImage(id) {
      const { json } = await send(`${root}/articles/remove-open-graph-image`, 'POST', { _id: id });
      return { message: messageOf(json, UPLOAD_MESSAGES.image.removed) };
    },
    async restoreArticle(id, expectedRevision) {
      const { json } = await send(articlePath(root, 'restore-blog', id), 'POST', undefined, ifMatch(expectedRevision));
      return {
        message: messageOf(json, 'Blog restored successfully'),
        record: toArticleRecord(resultOf<ArticleDoc>(json)),
      };
    },
  };

  return { articles, methods };
}
