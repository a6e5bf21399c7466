import {
  CURRENCY_MESSAGES,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_SITE_FAQS,
  SECTION_DEFAULTS,
  SEO_HINTS,
  ValidationError,
  convertCurrency,
  sectionSchemas,
  toFieldErrors,
  type CurrencyRatesDoc,
  type SectionKey,
  type SeoMetaDoc,
  type SiteFaqDoc,
  type SiteSectionDoc,
  type StateReraDoc,
  type TestimonialDoc,
} from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { handleCommand, type DomainEvent } from '../core/commandHandler.ts';
import type { IdGenerator } from '../core/ids.ts';
import { awaitVisible, readAfterCommand, requireVisible, type StoredCommand } from '../core/commandAccepted.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { configurationRecordDecider, type ConfigurationRecordCommand } from './configurationRecordDecider.ts';
import { siteSectionDecider, siteSectionStream, type SiteSectionCommand } from './siteSectionDecider.ts';

export interface WebsiteConfigurationDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs?: number;
}

/**
 * Everything the public site shows besides projects and articles: page sections, testimonials,
 * state RERA registrations, per-route SEO meta, currency rates and site FAQs. Each change is an
 * event; reads fall back to the spec's defaults until an admin has changed a thing.
 */
export function createWebsiteConfiguration(deps: WebsiteConfigurationDeps) {
  const col = <T extends { _id: string }>(name: string) => deps.readStore.collection<T & { _position: number }>(name);

  /**
   * Records one event on its record's stream (deciding on the record as stored, not on the read
   * models, which may lag) and waits, bounded, for the read models: what it stored, and whether they show it.
   */
  async function record(context: CommandContext, target: { stream: string; id: string; poll: string }, event: DomainEvent, mustExist?: ConfigurationRecordCommand['mustExist']): Promise<StoredCommand> {
    const command: ConfigurationRecordCommand = { type: 'Record', event, ...(mustExist ? { mustExist } : {}) };
    const result = await handleCommand(deps.eventStore, target.stream, configurationRecordDecider, command, { metadata: eventMetadata(context, deps.now()) });
    const visible = await awaitVisible(deps.waiter, result.position, deps.commandWaitMs);
    return { id: target.id, revision: result.revision, poll: target.poll, visible };
  }

  /** Testimonials, state RERA and FAQs are read back through the Website Configuration data. */
  const moderated = (stream: string, id: string) => ({ stream, id, poll: '/api/v1/admin/moderation-data' });

  function checkSection(key: SectionKey, content: unknown): Record<string, unknown> {
    const parsed = sectionSchemas[key].safeParse(content);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error).map((e) => ({ ...e, path: e.path ? `content.${e.path}` : 'content' }));
      throw new ValidationError(errors[0]!.message, errors);
    }
    return parsed.data as Record<string, unknown>;
  }

  async function runSection(context: CommandContext, key: SectionKey, command: SiteSectionCommand, expectedRevision?: number) {
    const result = await handleCommand(deps.eventStore, siteSectionStream(key), siteSectionDecider, command, {
      metadata: eventMetadata(context, deps.now()), ...(expectedRevision !== undefined ? { expectedRevision } : {}),
    });
    // The answer is the section as folded from its events, so a lagging read model cannot fail it.
    const visible = await awaitVisible(deps.waiter, result.position, deps.commandWaitMs);
    return { content: result.state?.content ?? SECTION_DEFAULTS[key], revision: result.revision, visible };
  }

  async function sections(): Promise<{ [K in SectionKey]: SectionContent<K> }> {
    const docs = await col<SiteSectionDoc>('site_sections').find({});
    const stored = Object.fromEntries(docs.map((d) => [d._id, d.content]));
    return { ...SECTION_DEFAULTS, ...stored } as { [K in SectionKey]: SectionContent<K> };
  }

  async function section<K extends SectionKey>(key: K): Promise<SectionContent<K>> {
    const doc = await col<SiteSectionDoc>('site_sections').get(key);
    return (doc?.content ?? SECTION_DEFAULTS[key]) as SectionContent<K>;
  }

  async function rates(): Promise<CurrencyRatesDoc['rates']> {
    return (await col<CurrencyRatesDoc>('currency_rates').get('rates'))?.rates ?? DEFAULT_CURRENCY_RATES;
  }

  return {
    sections,
    section,

    /** Every section's revision (-1: never saved, the defaults show): what a replacement must name. */
    async sectionRevisions(): Promise<Partial<Record<SectionKey, number>>> {
      const docs = await col<SiteSectionDoc>('site_sections').find({});
      return Object.fromEntries(docs.map((d) => [d._id, d.revision]));
    },

    /** Replaces a section as a whole, based on `expectedRevision` (a newer save answers 412). */
    async editSection(context: CommandContext, key: SectionKey, content: unknown, expectedRevision: number) {
      return runSection(context, key, { type: 'Replace', key, content: checkSection(key, content) }, expectedRevision);
    },

    async addSectionItem(context: CommandContext, key: SectionKey, item: unknown) {
      return runSection(context, key, { type: 'AddItem', key, item, check: (merged) => checkSection(key, merged) });
    },

    /** Removes the highlight popup image (spec message on failure). */
    async deleteHighlightImage(context: CommandContext) {
      return runSection(context, 'featureHighlight', { type: 'RemoveHighlightImage', check: (merged) => checkSection('featureHighlight', merged) });
    },

    async testimonials(kind?: 'client' | 'employee') {
      const docs = await col<TestimonialDoc>('testimonials').find({ deleted: false, ...(kind ? { kind } : {}) }, { sort: { createdAt: -1, _id: -1 } });
      // `type` is the spec's name for `kind` (§3): both are answered so either kind of client reads it.
      return docs.map(({ _position, ...t }) => ({ ...t, type: t.kind }));
    },
    async addTestimonial(context: CommandContext, input: { kind: 'client' | 'employee'; name: string; content: string; role?: string | undefined; photoUrl?: string | null | undefined }) {
      const testimonialId = deps.ids.objectId();
      const added = { type: 'TestimonialAdded', data: { testimonialId, kind: input.kind, name: input.name, content: input.content, role: input.role ?? '', photoUrl: input.photoUrl ?? null } };
      requireVisible(await record(context, moderated(`testimonial-${testimonialId}`, testimonialId), added));
      return testimonialId;
    },
    async deleteTestimonial(context: CommandContext, testimonialId: string) {
      const deleted = { type: 'TestimonialDeleted', data: { testimonialId } };
      requireVisible(await record(context, moderated(`testimonial-${testimonialId}`, testimonialId), deleted, { deletedBy: 'TestimonialDeleted', message: 'Testimonial not found' }));
    },

    async stateRera(): Promise<Record<string, string>> {
      return (await col<StateReraDoc>('state_rera').get('states'))?.data ?? {};
    },
    async setStateRera(context: CommandContext, state: string, registration: string | null) {
      const stored = await record(context, moderated('stateRera', state), { type: 'StateReraChanged', data: { state, registration: registration || null } });
      return readAfterCommand(stored, () => this.stateRera());
    },

    async seoMeta(route: string) {
      const doc = await col<SeoMetaDoc>('seo_meta').get(route);
      return doc ? stripPosition(doc) : null;
    },
    async seoMetaList() {
      return (await col<SeoMetaDoc>('seo_meta').find({}, { sort: { route: 1 } })).map(stripPosition);
    },
    async setSeoMeta(context: CommandContext, input: { route: string; title: string; description: string; ogTitle?: string | undefined; ogImage?: string | null | undefined }) {
      const changed = { type: 'SeoMetaChanged', data: { route: input.route, title: input.title, description: input.description, ogTitle: input.ogTitle ?? input.title, ogImage: input.ogImage ?? null } };
      const stored = await record(context, { stream: `seoMeta-${input.route}`, id: input.route, poll: '/api/v1/admin/seo-meta' }, changed);
      return { meta: await readAfterCommand(stored, () => this.seoMeta(input.route)), hints: seoHints(input.route, input.title, input.description) };
    },

    rates,
    async setRates(context: CommandContext, newRates: CurrencyRatesDoc['rates']) {
      const stored = await record(context, { stream: 'currencyRates', id: 'rates', poll: '/api/v1/user/currency-rates' }, { type: 'CurrencyRatesChanged', data: { rates: newRates } });
      return readAfterCommand(stored, rates);
    },
    /** Spec §9: amount × rate × quantity, rounded to 2 decimals, with the spec's two errors. */
    async convert(query: { from: string; to?: string | undefined; amount: string; quantity?: string | undefined }) {
      const table = await rates();
      const from = table[query.from.toUpperCase()];
      const toCode = (query.to ?? 'INR').toUpperCase();
      const to = table[toCode];
      if (!from || !to) throw new ValidationError(CURRENCY_MESSAGES.invalidCurrency, [{ path: from ? 'to' : 'from', message: CURRENCY_MESSAGES.invalidCurrency }]);
      const amount = Number(query.amount.trim());
      const quantity = query.quantity === undefined ? 1 : Number(query.quantity.trim());
      if (query.amount.trim() === '' || !Number.isFinite(amount) || amount < 0 || !Number.isFinite(quantity) || quantity <= 0) {
        throw new ValidationError(CURRENCY_MESSAGES.invalidNumber, [{ path: Number.isFinite(amount) && amount >= 0 ? 'quantity' : 'amount', message: CURRENCY_MESSAGES.invalidNumber }]);
      }
      const rate = from.inrPerUnit / to.inrPerUnit;
      return { from: query.from.toUpperCase(), to: toCode, amount, quantity, rate, result: convertCurrency(amount, rate, quantity) };
    },

    async faqs() {
      const docs = await col<SiteFaqDoc>('site_faqs').find({}, { sort: { order: 1, createdAt: 1 } });
      // Until admins have written any, the spec's defaults stand in (with stable ids).
      if (docs.length === 0) return DEFAULT_SITE_FAQS.map((f, i) => ({ _id: `default-${i + 1}`, ...f, order: i }));
      return docs.filter((d) => !d.deleted).map(({ _position, deleted, ...f }) => f);
    },
    async saveFaq(context: CommandContext, faqId: string | null, input: { question: string; answer: string; order?: number | undefined }) {
      const id = faqId ?? deps.ids.objectId();
      const order = input.order ?? (await col<SiteFaqDoc>('site_faqs').count({}));
      const saved = { type: 'SiteFaqSaved', data: { faqId: id, question: input.question, answer: input.answer, order } };
      requireVisible(await record(context, moderated(`siteFaq-${id}`, id), saved, faqId ? FAQ_MUST_EXIST : undefined));
      return { _id: id, question: input.question, answer: input.answer, order };
    },
    async deleteFaq(context: CommandContext, faqId: string) {
      requireVisible(await record(context, moderated(`siteFaq-${faqId}`, faqId), { type: 'SiteFaqDeleted', data: { faqId } }, FAQ_MUST_EXIST));
    },
  };
}

type SectionContent<K extends SectionKey> = import('@aangan/contracts').SectionContent<K>;

const FAQ_MUST_EXIST = { deletedBy: 'SiteFaqDeleted', message: 'FAQ not found' };

const stripPosition = <T extends { _position: number }>({ _position, ...rest }: T) => rest;

/** Spec §9 meta limits, reported so the console can show them beside the fields. */
export function seoHints(route: string, title: string, description: string) {
  const descriptionWords = description.trim() ? description.trim().split(/\s+/).length : 0;
  return {
    title: { length: title.length, ideal: SEO_HINTS.titleIdeal, under: SEO_HINTS.titleUnder, ok: title.length <= SEO_HINTS.titleUnder },
    description: { length: description.length, words: descriptionWords, ideal: SEO_HINTS.descriptionIdeal, wordsUnder: SEO_HINTS.descriptionWordsUnder, ok: description.length <= SEO_HINTS.descriptionIdeal && descriptionWords < SEO_HINTS.descriptionWordsUnder },
    url: { length: route.length, ideal: SEO_HINTS.urlIdeal, ok: route.length <= SEO_HINTS.urlIdeal },
  };
}

export type WebsiteConfiguration = ReturnType<typeof createWebsiteConfiguration>;
