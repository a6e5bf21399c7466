import type { PricePoint } from './project/responses.ts';
import type { ProjectFields } from './project/schemas.ts';
import type { UnitSummary } from './project/unitSummary.ts';

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
  /** The locality in lower case, for the same reason (absent on documents projected before it was kept). */
  localityKey?: string | null;
  /** The developer's name in lower case, for the same reason (absent on documents projected before it was kept). */
  developerKey?: string | null;
  isGrandProject: boolean;
  /** Lowest and highest unit price in rupees (null when no unit has a price). */
  priceMin: number | null;
  priceMax: number | null;
  /** Distinct bedroom counts of the units (0 = studio). */
  bhk: number[];
  /** One entry per unit, so unit-level filters (BHK, budget, size) match one unit together (`$elemMatch`). */
  unitSummaries: UnitSummary[];
  /** Smallest and largest unit size in square feet (null when no unit has a known size). */
  areaMinSqFt: number | null;
  areaMaxSqFt: number | null;
  /** Normalised words the search string is matched against. */
  searchTerms: string[];
  /** The map cells the project stands in, one per grid level (none without a location): near-me reads by them. */
  geoCells: string[];
  createdAt: string;
  updatedAt: string;
  postedAt: string | null;
  deletedAt: string | null;
  updatedBy: string;
}

/** What the price history keeps of a project's document to fold its next event onto (the projects read model's values). */
export type PricedProject = Pick<
  ProjectDoc,
  'status' | 'postedAt' | 'priceMin' | 'priceMax' | 'possessionStatus' | 'proposedPossessionDate'
>;

/** The `price_history` read model: one document per project, its public price and possession points. */
export interface PriceHistoryDoc {
  _id: string;
  _position: number;
  /** Stream revision, as the project's document has it: the answer's `ETag`. */
  revision: number;
  project: PricedProject;
  /** Oldest first: a point each time the price range or possession changed while the project was posted. */
  points: PricePoint[];
}

/** The `leads` read model: one document per lead; personal fields are null once the person is erased. */
export interface LeadDoc {
  _id: string;
  _position: number;
  kind: import('./events/leadEvents.ts').LeadKind;
  group: import('./events/leadEvents.ts').LeadGroup;
  projectId: string | null;
  subjectId: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  message: string | null;
  currentCtc: string | null;
  expectedCtc: string | null;
  coverLetter: string | null;
  noticePeriod: string | null;
  preferredTime: string | null;
  resumeKey: string | null;
  consent: import('./events/leadEvents.ts').ConsentRecord;
  status: import('./events/leadEvents.ts').LeadStatus;
  followUpOn: string | null;
  assigneeId: string | null;
  notes: { at: string; by: string; text: string | null }[];
  repeats: { at: string; message: string | null }[];
  /** Every change, newest last: the lead's history for the console. */
  history: { at: string; by: string; role: string; type: string; detail: string | null }[];
  erased: boolean;
  createdAt: string;
  updatedAt: string;
  /** Last time the person asked (first enquiry or a repeat): the date filter uses it. */
  lastEnquiryAt: string;
  sourcePath: string | null;
}
