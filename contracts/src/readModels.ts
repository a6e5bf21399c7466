import type { ProjectFields } from './project.ts';

export type ProjectStatus = 'draft' | 'posted' | 'deleted';

/** The `projects` read model: one document per project, every state (public reads filter posted). */
export interface ProjectDoc extends ProjectFields {
  _id: string;
  _position: number;
  /** Stream revision: the `ETag` / `If-Match` value. */
  revision: number;
  status: ProjectStatus;
  ownerId: string;
  slug: string | null;
  /** The city in lower case: filters by city use it with an index, whatever case the visitor typed. */
  cityKey: string | null;
  isGrandProject: boolean;
  /** Lowest and highest unit price in rupees (null when no unit has a price). */
  priceMin: number | null;
  priceMax: number | null;
  /** Distinct bedroom counts of the units (0 = studio). */
  bhk: number[];
  /** Normalised words the search string is matched against. */
  searchTerms: string[];
  createdAt: string;
  updatedAt: string;
  postedAt: string | null;
  deletedAt: string | null;
  updatedBy: string;
}

/** The `project_history` read model: one document per project event, for auditors. */
export interface ProjectHistoryDoc {
  _id: string;
  _position: number;
  projectId: string;
  revision: number;
  type: string;
  actorId: string;
  actorRole: string;
  at: string;
  correlationId: string;
  changed: string[];
}
