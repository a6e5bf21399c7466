import { NotFoundError, type AdminProjectListQuery, type ProjectDoc, type ProjectHistoryDoc } from '@aangan/contracts';
import type { Filter, ReadStore } from '@aangan/projections';
import { escapeRegex } from '../core/regex.ts';


/** Admin lists in the ra-data-simple-rest dialect: every item has `id`, answers carry the total. */
export function createAdminProjectQueries(readStore: ReadStore) {
  const projects = () => readStore.collection<ProjectDoc>('projects');

  function filterFor(query: AdminProjectListQuery, userId: string): Filter {
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
    if (f.isGrandProject !== undefined) and.push({ isGrandProject: f.isGrandProject });
    if (f.q) {
      const pattern = { $regex: escapeRegex(f.q.trim()), $options: 'i' };
      and.push({ $or: [{ projectTitle: pattern }, { locality: pattern }, { city: pattern }, { slug: pattern }, { 'developer.name': pattern }] });
    }
    return and.length === 1 ? and[0]! : { $and: and };
  }

  return {
    async list(query: AdminProjectListQuery, userId: string) {
      const [start, end] = query.range ?? [0, 24];
      const [field, order] = query.sort ?? ['updatedAt', 'DESC'];
      const sortField = field === 'id' ? '_id' : field;
      const filter = filterFor(query, userId);
      const [docs, total] = await Promise.all([
        projects().find(filter, { sort: { [sortField]: order === 'ASC' ? 1 : -1, _id: 1 }, skip: start, limit: end - start + 1 }),
        projects().count(filter),
      ]);
      return { items: docs.map(withId), start, end: start + Math.max(docs.length - 1, 0), total };
    },

    async get(id: string) {
      const doc = await projects().get(id);
      if (!doc) throw new NotFoundError('Project not found');
      return withId(doc);
    },

    async history(projectId: string, range: [number, number] | undefined, order: 'ASC' | 'DESC') {
      const [start, end] = range ?? [0, 99];
      const collection = readStore.collection<ProjectHistoryDoc>('project_history');
      const filter = { projectId };
      const [docs, total] = await Promise.all([
        collection.find(filter, { sort: { revision: order === 'ASC' ? 1 : -1 }, skip: start, limit: end - start + 1 }),
        collection.count(filter),
      ]);
      return { items: docs.map((d) => ({ id: d._id, ...stripInternal(d) })), start, end: start + Math.max(docs.length - 1, 0), total };
    },
  };
}

function stripInternal<T extends { _id: string; _position: number }>(doc: T): Omit<T, '_id' | '_position'> {
  const { _id: _ignoredId, _position: _ignoredPosition, ...rest } = doc;
  return rest;
}

function withId(doc: ProjectDoc) {
  const { _position: _ignored, searchTerms: _terms, ...rest } = doc;
  return { id: doc._id, ...rest };
}

export type AdminProjectQueries = ReturnType<typeof createAdminProjectQueries>;
