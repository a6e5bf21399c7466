import type { seoMetaChanged } from '@aangan/contracts';
import type { z } from 'zod';
import type { Decider } from '../core/decider.ts';

export type SeoMetaEvent = z.infer<typeof seoMetaChanged>;

type SeoMeta = SeoMetaEvent['data'];

export type SeoMetaCommand = { type: 'SetSeoMeta'; meta: SeoMeta };

/** The path's meta as last set; null until an admin first sets it. */
export type SeoMetaState = SeoMeta | null;

export const seoMetaStream = (route: string): string => `seoMeta-${route}`;

/** One path's title, description and sharing meta, each save replacing the last (every save is recorded). */
export const seoMetaDecider: Decider<SeoMetaState, SeoMetaCommand, SeoMetaEvent> = {
  initialState: () => null,
  evolve: (_state, event) => event.data,
  decide: (command) => [{ type: 'SeoMetaChanged', data: command.meta }],
};
