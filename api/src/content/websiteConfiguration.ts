import {
  CURRENCY_MESSAGES,
  DEFAULT_CURRENCY_RATES,
  NotFoundError,
  DEFAULT_SITE_FAQS,
  SECTION_DEFAULTS,
  SEO_HINTS,
  ValidationError,
  convertCurrency,
  sectionChangeSchema,
  type SectionChange,
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
import type { CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import { readAfterCommand, requireVisible } from '../core/commandAccepted.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { UnsavedRecord } from '../core/staleRevision.ts';
import { CURRENCY_RATES_STREAM, currencyRatesDecider } from './currencyRatesDecider.ts';
import { seoMetaDecider, seoMetaStream } from './seoMetaDecider.ts';
import { FAQ_NOT_FOUND, siteFaqDecider, siteFaqStream } from './siteFaqDecider.ts';
import { siteSectionDecider, siteSectionStream, type SiteSectionCommand } from './siteSectionDecider.ts';
import { STATE_RERA_STREAM, stateReraDecider } from './stateReraDecider.ts';
import { testimonialDecider, testimonialStream } from './testimonialDecider.ts';

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

  // Testimonials, state RERA and FAQs are read back through the Website Configuration data.
  const testimonialCommands = commandRunner(deps, {
    decider: testimonialDecider,
    idOf: (command) => (command.type === 'AddTestimonial' ? command.testimonial.testimonialId : command.testimonialId),
    stream: testimonialStream,
    poll: () => MODERATION_DATA,
  });
  const faqCommands = commandRunner(deps, {
    decider: siteFaqDecider,
    idOf: (command) => (command.type === 'DeleteFaq' ? command.faqId : command.faq.faqId),
    stream: siteFaqStream,
    poll: () => MODERATION_DATA,
  });
  const stateReraCommands = commandRunner(deps, {
    decider: stateReraDecider,
    idOf: (command) => command.state,
    stream: () => STATE_RERA_STREAM,
    poll: () => MODERATION_DATA,
  });
  const seoMetaCommands = commandRunner(deps, {
    decider: seoMetaDecider,
    idOf: (command) => command.meta.route,
    stream: seoMetaStream,
    poll: () => '/api/v1/admin/seo-meta',
  });
  const currencyRatesCommands = commandRunner(deps, {
    decider: currencyRatesDecider,
    idOf: () => 'rates',
    stream: () => CURRENCY_RATES_STREAM,
    poll: () => '/api/v1/user/currency-rates',
  });
  const sectionCommands = commandRunner(deps, {
    decider: siteSectionDecider,
    idOf: (command) =>
      command.type === 'RemoveHighlightImage'
        ? 'featureHighlight'
        : command.type === 'Replace'
          ? command.change.key
          : command.key,
    stream: (key) => siteSectionStream(key as SectionKey),
    poll: () => '/api/v1/user/site-settings',
  });

  /** The section's content as its schema reads it; errors name the field (`content.title`). */
  function checkSection(key: SectionKey, content: unknown): SectionChange {
    const parsed = sectionChangeSchema.safeParse({ key, content });
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      throw new ValidationError(errors[0].message, errors);
    }
    return parsed.data;
  }

  async function runSection(
    context: CommandContext,
    key: SectionKey,
    command: SiteSectionCommand,
    expectedRevision?: number,
  ) {
    // A section never saved shows its defaults: it exists, so a revision named for it is stale, not missing.
    const unsaved = { view: SECTION_DEFAULTS[key] as Record<string, unknown> };
    const { state, revision, stored } = await sectionCommands(context, command, { expectedRevision, unsaved });
    // The answer is the section as folded from its events, so a lagging read model cannot fail it.
    return { content: state?.content ?? SECTION_DEFAULTS[key], revision, visible: stored.visible };
  }

  async function sections(): Promise<{ [K in SectionKey]: SectionContent<K> }> {
    const docs = await col<SiteSectionDoc>('site_sections').find({});
    const stored = Object.fromEntries(docs.map((d) => [d._id, d.content]));
    return { ...SECTION_DEFAULTS, ...stored };
  }

  async function section<K extends SectionKey>(key: K): Promise<SectionContent<K>> {
    const doc = await col<SiteSectionDoc>('site_sections').get(key);
    return (doc?.content ?? SECTION_DEFAULTS[key]) as SectionContent<K>;
  }

  /** The table and its revision (-1: never saved, the built-in rates show). */
  async function ratesRecord(): Promise<{ rates: CurrencyRatesDoc['rates']; revision: number }> {
    const doc = await col<CurrencyRatesDoc>('currency_rates').get('rates');
    return doc ? { rates: doc.rates, revision: doc.revision } : { rates: DEFAULT_CURRENCY_RATES, revision: -1 };
  }
  const rates = async (): Promise<CurrencyRatesDoc['rates']> => (await ratesRecord()).rates;

  /** The registrations and the revision of the map (-1: none ever set). */
  async function stateReraRecord(): Promise<{ data: Record<string, string>; revision: number }> {
    const doc = await col<StateReraDoc>('state_rera').get('states');
    return doc ? { data: doc.data, revision: doc.revision } : { data: {}, revision: -1 };
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
      return runSection(context, key, { type: 'Replace', change: checkSection(key, content) }, expectedRevision);
    },

    /** Adds one item to a list section; with `expectedRevision`, to the list the admin saw. */
    async addSectionItem(context: CommandContext, key: SectionKey, item: unknown, expectedRevision?: number) {
      return runSection(
        context,
        key,
        { type: 'AddItem', key, item, check: (merged) => checkSection(key, merged) },
        expectedRevision,
      );
    },

    /** Removes the highlight popup image (spec message on failure). */
    async deleteHighlightImage(context: CommandContext, expectedRevision?: number) {
      return runSection(
        context,
        'featureHighlight',
        { type: 'RemoveHighlightImage', check: (merged) => checkSection('featureHighlight', merged) },
        expectedRevision,
      );
    },

    async testimonials(kind?: 'client' | 'employee') {
      const docs = await col<TestimonialDoc>('testimonials').find(
        { deleted: false, ...(kind ? { kind } : {}) },
        { sort: { createdAt: -1, _id: -1 } },
      );
      // `type` is the spec's name for `kind` (§3): both are answered so either kind of client reads it.
      return docs.map(({ _position, ...t }) => ({ ...t, type: t.kind }));
    },
    async addTestimonial(
      context: CommandContext,
      input: {
        kind: 'client' | 'employee';
        name: string;
        content: string;
        role?: string | undefined;
        photoUrl?: string | null | undefined;
      },
    ) {
      const testimonialId = deps.ids.objectId();
      const testimonial = {
        testimonialId,
        kind: input.kind,
        name: input.name,
        content: input.content,
        role: input.role ?? '',
        photoUrl: input.photoUrl ?? null,
      };
      requireVisible((await testimonialCommands(context, { type: 'AddTestimonial', testimonial })).stored);
      return testimonialId;
    },
    async deleteTestimonial(context: CommandContext, testimonialId: string) {
      requireVisible((await testimonialCommands(context, { type: 'DeleteTestimonial', testimonialId })).stored);
    },

    stateReraRecord,
    stateRera: async (): Promise<Record<string, string>> => (await stateReraRecord()).data,
    /** Sets one state's registration; the whole map is one record, so `expectedRevision` is the map's. */
    async setStateRera(context: CommandContext, state: string, registration: string | null, expectedRevision?: number) {
      const { stored } = await stateReraCommands(
        context,
        { type: 'SetStateRera', state, registration },
        { expectedRevision, unsaved: NOTHING_SAVED },
      );
      return { data: await readAfterCommand(stored, () => this.stateRera()), revision: stored.revision };
    },

    /** One path's meta with its revision, or null (revision -1) when none was ever set. */
    async seoMeta(route: string) {
      const doc = await col<SeoMetaDoc>('seo_meta').get(route);
      return doc ? stripPosition(doc) : null;
    },
    async seoMetaList() {
      return (await col<SeoMetaDoc>('seo_meta').find({}, { sort: { route: 1 } })).map(stripPosition);
    },
    async setSeoMeta(
      context: CommandContext,
      input: {
        route: string;
        title: string;
        description: string;
        ogTitle?: string | undefined;
        ogImage?: string | null | undefined;
      },
      expectedRevision?: number,
    ) {
      const meta = {
        route: input.route,
        title: input.title,
        description: input.description,
        ogTitle: input.ogTitle ?? input.title,
        ogImage: input.ogImage ?? null,
      };
      const { stored } = await seoMetaCommands(
        context,
        { type: 'SetSeoMeta', meta },
        { expectedRevision, unsaved: NOTHING_SAVED },
      );
      return {
        meta: await readAfterCommand(stored, () => this.seoMeta(input.route)),
        hints: seoHints(input.route, input.title, input.description),
        revision: stored.revision,
      };
    },

    rates,
    ratesRecord,
    /** Replaces the whole table; with `expectedRevision`, the table the admin edited (never saved: -1, the built-in rates). */
    async setRates(context: CommandContext, newRates: CurrencyRatesDoc['rates'], expectedRevision?: number) {
      const { stored } = await currencyRatesCommands(
        context,
        { type: 'SetCurrencyRates', rates: newRates },
        { expectedRevision, unsaved: { view: DEFAULT_CURRENCY_RATES } },
      );
      return { rates: await readAfterCommand(stored, rates), revision: stored.revision };
    },
    /** Spec §9: amount × rate × quantity, rounded to 2 decimals, with the spec's two errors. */
    async convert(query: { from: string; to?: string | undefined; amount: string; quantity?: string | undefined }) {
      const table = await rates();
      const from = table[query.from.toUpperCase()];
      const toCode = (query.to ?? 'INR').toUpperCase();
      const to = table[toCode];
      if (!from || !to)
        throw new ValidationError(CURRENCY_MESSAGES.invalidCurrency, [
          { path: from ? 'to' : 'from', message: CURRENCY_MESSAGES.invalidCurrency },
        ]);
      const amount = Number(query.amount.trim());
      const quantity = query.quantity === undefined ? 1 : Number(query.quantity.trim());
      if (
        query.amount.trim() === '' ||
        !Number.isFinite(amount) ||
        amount < 0 ||
        !Number.isFinite(quantity) ||
        quantity <= 0
      ) {
        throw new ValidationError(CURRENCY_MESSAGES.invalidNumber, [
          {
            path: Number.isFinite(amount) && amount >= 0 ? 'quantity' : 'amount',
            message: CURRENCY_MESSAGES.invalidNumber,
          },
        ]);
      }
      const rate = from.inrPerUnit / to.inrPerUnit;
      return {
        from: query.from.toUpperCase(),
        to: toCode,
        amount,
        quantity,
        rate,
        result: convertCurrency(amount, rate, quantity),
      };
    },

    async faqs() {
      const docs = await col<SiteFaqDoc>('site_faqs').find({}, { sort: { order: 1, createdAt: 1 } });
      // Until admins have written any, the spec's defaults stand in (with stable ids).
      if (docs.length === 0) return DEFAULT_SITE_FAQS.map((f, i) => ({ _id: `default-${i + 1}`, ...f, order: i }));
      return docs.filter((d) => !d.deleted).map(({ _position, deleted, ...f }) => f);
    },
    /** One admin-written FAQ with its revision (404 once deleted). */
    async faq(faqId: string) {
      const doc = await col<SiteFaqDoc>('site_faqs').get(faqId);
      if (!doc || doc.deleted) throw new NotFoundError(FAQ_NOT_FOUND);
      const { _position, deleted, ...faq } = doc;
      return faq;
    },
    /** Adds an FAQ (`faqId` null) or edits one, based on `expectedRevision` when given. */
    async saveFaq(
      context: CommandContext,
      faqId: string | null,
      input: { question: string; answer: string; order?: number | undefined },
      expectedRevision?: number,
    ) {
      const id = faqId ?? deps.ids.objectId();
      // An edit that does not move the FAQ keeps its place; a new one goes last.
      const order =
        input.order ??
        (faqId ? (await col<SiteFaqDoc>('site_faqs').get(faqId))?.order : undefined) ??
        (await col<SiteFaqDoc>('site_faqs').count({}));
      const faq = { faqId: id, question: input.question, answer: input.answer, order };
      const { stored } = await faqCommands(
        context,
        faqId ? { type: 'EditFaq', faq } : { type: 'AddFaq', faq },
        faqId ? { expectedRevision } : {},
      );
      requireVisible(stored);
      return { _id: id, question: input.question, answer: input.answer, order, revision: stored.revision };
    },
    async deleteFaq(context: CommandContext, faqId: string, expectedRevision?: number) {
      const { stored } = await faqCommands(context, { type: 'DeleteFaq', faqId }, { expectedRevision });
      requireVisible(stored);
      return { revision: stored.revision };
    },
  };
}

type SectionContent<K extends SectionKey> = import('@aangan/contracts').SectionContent<K>;

const MODERATION_DATA = '/api/v1/admin/moderation-data';

/** A record that shows nothing until first saved (a path's meta, the RERA map): it exists unsaved all the same. */
const NOTHING_SAVED: UnsavedRecord = { view: null };

const stripPosition = <T extends { _position: number }>({ _position, ...rest }: T) => rest;

/** Spec §9 meta limits, reported so the console can show them beside the fields. */
export function seoHints(route: string, title: string, description: string) {
  const descriptionWords = description.trim() ? description.trim().split(/\s+/).length : 0;
  return {
    title: {
      length: title.length,
      ideal: SEO_HINTS.titleIdeal,
      under: SEO_HINTS.titleUnder,
      ok: title.length <= SEO_HINTS.titleUnder,
    },
    description: {
      length: description.length,
      words: descriptionWords,
      ideal: SEO_HINTS.descriptionIdeal,
      wordsUnder: SEO_HINTS.descriptionWordsUnder,
      ok: description.length <= SEO_HINTS.descriptionIdeal && descriptionWords < SEO_HINTS.descriptionWordsUnder,
    },
    url: { length: route.length, ideal: SEO_HINTS.urlIdeal, ok: route.length <= SEO_HINTS.urlIdeal },
  };
}

export type WebsiteConfiguration = ReturnType<typeof createWebsiteConfiguration>;
