import {
  SECTION_DEFAULTS,
  ValidationError,
  type EventOf,
  type SectionChange,
  type SectionKey,
} from '@aangan/contracts';
import type { Decider } from '../core/decider.ts';

/** What a list section holds its items in (for `/admin/edit-section/-1`, which adds one item). */
export const LIST_FIELDS: Partial<Record<SectionKey, string>> = {
  heroSection: 'slides',
  coreValues: 'values',
  services: 'services',
  lifeAtCompany: 'images',
  stats: 'items',
  offices: 'offices',
  social: 'links',
  reviewSites: 'links',
  certificates: 'items',
  marketingPartners: 'partners',
  featuredCities: 'cities',
};

/** The section's content as recorded; null until an admin first saves it (the page shows the defaults). */
export type SiteSectionState = SectionChange | null;

/** `check` is the section's schema: commands carry content already checked, or are checked after merging. */
export type SiteSectionCommand =
  | { type: 'Replace'; change: SectionChange }
  | { type: 'AddItem'; key: SectionKey; item: unknown; check: (content: unknown) => SectionChange }
  | { type: 'RemoveHighlightImage'; check: (content: unknown) => SectionChange };

export type SiteSectionEvent = EventOf<'SiteSectionChanged'>;

export const siteSectionStream = (key: SectionKey): string => `siteSection-${key}`;

const currentContent = (state: SiteSectionState, key: SectionKey): Record<string, unknown> =>
  state?.content ?? SECTION_DEFAULTS[key];

const changed = (change: SectionChange): SiteSectionEvent[] => [{ type: 'SiteSectionChanged', data: change }];

/**
 * A page section. Replacing names the revision it was based on (checked by the handler), so two
 * admins saving one section cannot lose a change; adding an item or removing the highlight image
 * is decided on the section as it is now, and retried on fresh state if someone saved meanwhile.
 */
export const siteSectionDecider: Decider<SiteSectionState, SiteSectionCommand, SiteSectionEvent> = {
  initialState: () => null,
  evolve: (_state, event) => event.data,
  decide(command, state) {
    switch (command.type) {
      case 'Replace':
        return changed(command.change);
      case 'AddItem': {
        const field = LIST_FIELDS[command.key];
        if (!field)
          throw new ValidationError('This section is not a list; edit it as a whole.', [
            { path: 'key', message: 'This section is not a list' },
          ]);
        const current = currentContent(state, command.key);
        const items = Array.isArray(current[field]) ? (current[field] as unknown[]) : [];
        return changed(command.check({ ...current, [field]: [...items, command.item] }));
      }
      case 'RemoveHighlightImage': {
        const current = currentContent(state, 'featureHighlight');
        if (current['highlightImage'] == null) return [];
        return changed(command.check({ ...current, highlightImage: null }));
      }
    }
  },
};
