import { SEO_HINTS, type SeoMetaDoc } from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import { readAfterCommand } from '../core/commandAccepted.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { seoMetaDecider, seoMetaStream } from './seoMetaDecider.ts';
import { NOTHING_SAVED, collectionsOf, type WebsiteConfigurationDeps } from './websiteConfigurationDeps.ts';

export function createSeoMeta(deps: WebsiteConfigurationDeps) {
  const col = collectionsOf(deps.readStore);
  const seoMetaCommands = commandRunner(deps, {
    decider: seoMetaDecider,
    idOf: (command) => command.meta.route,
    stream: seoMetaStream,
    poll: () => '/api/v1/admin/seo-meta',
  });

  return {
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
  };
}

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
