import {
  SECTION_DEFAULTS,
  ValidationError,
  sectionChangeSchema,
  toFieldErrors,
  type SectionChange,
  type SectionKey,
  type SiteSectionDoc,
} from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { siteSectionDecider, siteSectionStream, type SiteSectionCommand } from './siteSectionDecider.ts';
import { collectionsOf, type WebsiteConfigurationDeps } from './websiteConfigurationDeps.ts';

type SectionContent<K extends SectionKey> = import('@aangan/contracts').SectionContent<K>;

/** The page sections: their content as saved, or the spec's defaults until an admin saves one. */
export function createSiteSections(deps: WebsiteConfigurationDeps) {
  const col = collectionsOf(deps.readStore);
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
  };
}
