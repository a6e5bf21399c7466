import {
  PROJECT_EVENT_TYPES,
  areaRangeOf,
  geoCellsOf,
  projectPriceRange,
  searchWords,
  unitSummaryOf,
  type ProjectDoc,
  type ProjectEvent,
  type ProjectFields,
} from '@aangan/contracts';
import { effectiveTime, type RecordedEvent } from '../eventStore/EventStore.ts';
import type { ProductProjector } from './recorded.ts';

export function projectSearchTerms(fields: ProjectFields): string[] {
  const text = [
    fields.projectTitle,
    fields.city,
    fields.state,
    fields.locality,
    fields.projectType,
    fields.projectSubType,
    fields.developer?.name,
  ]
    .filter(Boolean)
    .join(' ');
  return [...new Set(searchWords(text))];
}

type Derived =
  | 'priceMin'
  | 'priceMax'
  | 'bhk'
  | 'unitSummaries'
  | 'areaMinSqFt'
  | 'areaMaxSqFt'
  | 'searchTerms'
  | 'cityKey'
  | 'localityKey'
  | 'developerKey'
  | 'geoCells';

function derived(fields: ProjectFields): Pick<ProjectDoc, Derived> {
  const residential = fields.projectType === 'Residential';
  const bhk = residential
    ? [
        ...new Set((fields.units ?? []).map((u) => u.bedroomCount).filter((n): n is number => typeof n === 'number')),
      ].sort((a, b) => a - b)
    : [];
  const price = projectPriceRange(fields.units);
  const unitSummaries = (fields.units ?? []).map((unit) => unitSummaryOf(unit, residential, fields.state));
  const area = areaRangeOf(unitSummaries);
  return {
    priceMin: price?.low ?? null,
    priceMax: price?.high ?? null,
    bhk,
    unitSummaries,
    areaMinSqFt: area?.low ?? null,
    areaMaxSqFt: area?.high ?? null,
    searchTerms: projectSearchTerms(fields),
    cityKey: fields.city ? fields.city.toLowerCase() : null,
    localityKey: fields.locality ? fields.locality.toLowerCase() : null,
    developerKey: fields.developer?.name ? fields.developer.name.trim().toLowerCase() : null,
    geoCells: geoCellsOf(fields.latitude, fields.longitude),
  };
}

type Body = Omit<ProjectDoc, '_position'>;

/** Keeps bookkeeping fields, replaces every project field with the event's complete set. */
function withFields(doc: ProjectDoc, fields: ProjectFields): Body {
  const bookkeeping = {
    _id: doc._id,
    revision: doc.revision,
    status: doc.status,
    ownerId: doc.ownerId,
    slug: doc.slug,
    isGrandProject: doc.isGrandProject,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    postedAt: doc.postedAt,
    deletedAt: doc.deletedAt,
    updatedBy: doc.updatedBy,
  };
  return { ...fields, ...bookkeeping, ...derived(fields) };
}

/**
 * The document after one event: the given changes plus who and when. A copy, or, when nobody else
 * holds `doc` (`mine`: made just now, or the runner's batch's own), `doc` changed where it stands:
 * a rebuild then copies a project once per batch rather than at every event.
 */
function touch(doc: Body, event: RecordedEvent, changes: Partial<Body>, mine: boolean): Body {
  const actor = event.metadata['actor'] as { id?: string } | undefined;
  const updatedAt = effectiveTime(event);
  const updatedBy = actor?.id ?? 'system';
  if (!mine) return { ...doc, ...changes, revision: event.revision, updatedAt, updatedBy };
  const target = Object.assign(doc as Mutable<Body>, changes);
  target.revision = event.revision;
  target.updatedAt = updatedAt;
  target.updatedBy = updatedBy;
  return target;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const projectsProjector: ProductProjector<ProjectDoc, ProjectEvent> = {
  name: 'projects',
  collection: 'projects',
  handles: PROJECT_EVENT_TYPES,
  indexes: [
    { keys: { projectType: 1 } },
    { keys: { projectSubType: 1 } },
    { keys: { slug: 1 } },
    { keys: { searchTerms: 1 } },
    // Each order the search gives, with its tie-break, so a page is read in order, not sorted after:
    // by price both ways, and Newest (latest launch first, then latest listed); in a city too.
    { keys: { status: 1, priceMin: 1, _id: 1 } },
    { keys: { status: 1, priceMin: -1, _id: 1 } },
    { keys: { status: 1, launchDate: -1, postedAt: -1, _id: -1 } },
    { keys: { status: 1, cityKey: 1, launchDate: -1, postedAt: -1, _id: -1 } },
    { keys: { status: 1, localityKey: 1, launchDate: -1, postedAt: -1, _id: -1 } },
    { keys: { status: 1, developerKey: 1, launchDate: -1, postedAt: -1, _id: -1 } },
    // Grand projects, latest listed first; the console's lists by last change and by title.
    { keys: { isGrandProject: 1, status: 1, postedAt: -1, _id: -1 } },
    { keys: { status: 1, updatedAt: -1, _id: 1 } },
    { keys: { status: 1, projectTitle: 1, _id: 1 } },
    { keys: { possessionStatus: 1 } },
    { keys: { 'unitSummaries.bhkBand': 1 } },
    // Near me: the map cells around the point (see geoCells).
    { keys: { status: 1, geoCells: 1 } },
    // A price sort by the matching units, highest first, reads in the order of the top of each range.
    { keys: { status: 1, priceMax: -1, _id: 1 } },
    // What changed since a position: how the API's search state follows this read model.
    { keys: { _position: 1 } },
  ],
  documentId: (event) => (event.stream.startsWith('project-') ? event.stream.slice('project-'.length) : null),
  evolve(doc, event, _prepared, owned = false) {
    const at = effectiveTime(event);
    switch (event.type) {
      case 'ProjectDraftSaved':
      case 'ProjectPosted': {
        const base: ProjectDoc = doc ?? {
          _id: event.data.projectId,
          _position: 0,
          revision: 0,
          status: 'draft',
          ownerId: event.data.ownerId,
          slug: null,
          cityKey: null,
          localityKey: null,
          developerKey: null,
          isGrandProject: false,
          priceMin: null,
          priceMax: null,
          bhk: [],
          unitSummaries: [],
          areaMinSqFt: null,
          areaMaxSqFt: null,
          searchTerms: [],
          geoCells: [],
          createdAt: at,
          updatedAt: at,
          postedAt: null,
          deletedAt: null,
          updatedBy: event.data.ownerId,
        };
        const next = withFields(base, event.data.fields);
        return touch(
          next,
          event,
          event.type === 'ProjectPosted' ? { status: 'posted', slug: event.data.slug, postedAt: at } : {},
          true,
        );
      }
      case 'ProjectEdited':
      case 'ProjectReverted':
        return doc ? touch(withFields(doc, event.data.fields), event, {}, true) : null;
      case 'ProjectDeleted':
        return doc ? touch(doc, event, { status: 'deleted', deletedAt: at }, owned) : null;
      case 'ProjectRestored':
        return doc ? touch(doc, event, { status: doc.postedAt ? 'posted' : 'draft', deletedAt: null }, owned) : null;
      case 'GrandProjectFlagSet':
        return doc ? touch(doc, event, { isGrandProject: event.data.isGrandProject }, owned) : null;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
