import { NotFoundError, projectLink, type AdminProjectListQuery, type ProjectDoc } from '@aangan/contracts';
import type { Filter, ReadStore } from '@aangan/projections';
import type { ActorNames } from '../admin/actorNames.ts';
import type { SearchVocabulary } from './searchVocabulary.ts';

type Named<T extends { updatedBy: string }> = Omit<T, 'updatedBy' | '_position' | 'searchTerms' | 'geoCells'> & {
  id: string;
  link: string;
  updatedBy: { id: string; name: string; role: string };
};

/** What a row of the console's project list shows; the whole project comes with `get`. */
export const LIST_FIELDS = {
  _id: 1,
  revision: 1,
  projectTitle: 1,
  city: 1,
  locality: 1,
  projectType: 1,
  projectSubType: 1,
  status: 1,
  isGrandProject: 1,
  priceMin: 1,
  priceMax: 1,
  coverImage: 1,
  slug: 1,
  customProjectUrl: 1,
  ownerId: 1,
  createdAt: 1,
  updatedAt: 1,
  postedAt: 1,
  deletedAt: 1,
  updatedBy: 1,
} as const;

/** Admin lists in the ra-data-simple-rest dialect: every item has `id`, answers carry the total. */
export function createAdminProjectQueries(deps: {
  readStore: ReadStore;
  actorNames: ActorNames;
  /** The search words of every project, drafts and deleted ones included: staff search them as forgivingly as buyers do. */
  vocabulary: () => Promise<SearchVocabulary>;
}) {
  const projects = () => deps.readStore.collection<ProjectDoc>('projects');
  const vocabulary = deps.vocabulary;

  async function filterFor(query: AdminProjectListQuery, userId: string): Promise<Filter> {
    const f = query.filter ?? {};
    const and: Filter[] = [];
    switch (f.tab ?? 'all-projects') {
      case 'all-projects':
        and.push({ status: 'posted' });
        break;
      case 'myProjects':
        and.push({ status: { $in: ['posted', 'draft'] }, ownerId: userId });
        break;
      case 'drafts':
        and.push({ status: 'draft' });
        break;
      case 'deleted':
        and.push({ status: 'deleted' });
        break;
    }
    if (f.id !== undefined) and.push({ _id: { $in: Array.isArray(f.id) ? f.id : [f.id] } });
    if (f.city) and.push({ cityKey: f.city.trim().toLowerCase() });
    if (f.projectType) and.push({ projectType: f.projectType });
    if (f.status) and.push({ status: f.status });
    if (f.isGrandProject !== undefined) and.push({ isGrandProject: f.isGrandProject });
    if (f.q?.trim()) {
      const parsed = (await vocabulary()).parse(f.q);
      if (parsed.bhk.length) and.push({ bhk: { $in: parsed.bhk } });
      for (const group of parsed.termGroups) and.push({ searchTerms: group.length === 1 ? group[0] : { $in: group } });
    }
    return and.length === 1 ? and[0] : { $and: and };
  }

  async function withNames<T extends ProjectDoc>(docs: readonly T[]): Promise<Named<T>[]> {
    const nameOf = await deps.actorNames(docs.map((doc) => ({ id: doc.updatedBy })));
    return docs.map((doc) => {
      const { _position: _ignored, searchTerms: _terms, geoCells: _cells, updatedBy, ...rest } = doc;
      return { id: doc._id, ...rest, link: projectLink(doc), updatedBy: nameOf({ id: updatedBy }) };
    });
  }

  return {
    async list(query: AdminProjectListQuery, userId: string) {
      const [start, end] = query.range ?? [0, 24];
      const [field, order] = query.sort ?? ['updatedAt', 'DESC'];
      const sortField = field === 'id' ? '_id' : field;
      const filter = await filterFor(query, userId);
      const [docs, total] = await Promise.all([
        projects().find(filter, {
          sort: { [sortField]: order === 'ASC' ? 1 : -1, _id: 1 },
          skip: start,
          limit: end - start + 1,
          projection: LIST_FIELDS,
        }),
        projects().count(filter),
      ]);
      return { items: await withNames(docs), start, end: start + Math.max(docs.length - 1, 0), total };
    },

    async get(id: string) {
      const doc = await projects().get(id);
      if (!doc) throw new NotFoundError('Project not found');
      return (await withNames([doc]))[0];
    },

    /** A document folded from the log (an earlier version) with the same names as `get`. */
    withNames: async <T extends ProjectDoc>(doc: T) => (await withNames([doc]))[0],
  };
}

export type AdminProjectQueries = ReturnType<typeof createAdminProjectQueries>;
