import type { EventStore, ReadStore } from '@aangan/projections';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { UnsavedRecord } from '../core/staleRevision.ts';

export interface WebsiteConfigurationDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs?: number;
}

/** The read models' collections, each document with the position it was projected at. */
export const collectionsOf =
  (readStore: ReadStore) =>
  <T extends { _id: string }>(name: string) =>
    readStore.collection<T & { _position: number }>(name);

// Testimonials, state RERA and FAQs are read back through the Website Configuration data.
export const MODERATION_DATA = '/api/v1/admin/moderation-data';

/** A record that shows nothing until first saved (a path's meta, the RERA map): it exists unsaved all the same. */
export const NOTHING_SAVED: UnsavedRecord = { view: null };
