import type { Doc, Filter, FindOptions, IndexSpec } from './ReadStore.ts';

/** Project-like documents the shared read-store contract queries; both adapters must agree on them. */
export type ProjectFixture = Doc & Record<string, unknown>;

export const PROJECTS: readonly ProjectFixture[] = [
  {
    _id: 'p1',
    slug: 'sunrise-heights',
    title: 'Sunrise Heights',
    status: 'posted',
    city: 'Noida',
    price: 7_500_000,
    grand: true,
    tags: ['metro', 'park'],
    possessionYear: 2026,
    units: [
      { bedroomCount: 2, price: 7_500_000 },
      { bedroomCount: 3, price: 9_800_000 },
    ],
    postedAt: new Date('2025-01-15T10:00:00Z'),
  },
  {
    _id: 'p2',
    slug: 'green-meadows',
    title: 'Green Meadows',
    status: 'posted',
    city: 'Gurugram',
    price: 12_000_000,
    grand: false,
    tags: ['park'],
    possessionYear: null,
    units: [
      { bedroomCount: 3, price: 12_000_000 },
      { bedroomCount: 4, price: 15_000_000 },
    ],
    postedAt: new Date('2025-04-02T08:30:00Z'),
  },
  {
    _id: 'p3',
    slug: 'sunshine-residency',
    title: 'sunshine residency',
    status: 'draft',
    city: 'Noida',
    price: 4_500_000,
    tags: [],
    units: [{ bedroomCount: 1, price: 4_500_000 }],
  },
  {
    _id: 'p4',
    slug: 'lake-view-towers',
    title: 'Lake View Towers',
    status: 'deleted',
    city: 'Pune',
    price: 9_000_000,
    grand: false,
    tags: ['lake', 'metro'],
    possessionYear: 2025,
    units: [],
  },
  {
    _id: 'p5',
    slug: 'skyline-sunrise',
    title: 'Skyline Sunrise',
    status: 'posted',
    city: 'Noida',
    price: 20_000_000,
    grand: true,
    tags: ['metro'],
    possessionYear: 2027,
    units: [
      { bedroomCount: 4, price: 20_000_000 },
      { bedroomCount: 5, price: 26_000_000 },
    ],
    developer: { name: 'Aangan Builders', rating: 4.5 },
    postedAt: new Date('2025-06-30T12:00:00Z'),
  },
  {
    _id: 'p6',
    slug: 'riverside-plots',
    title: 'Riverside Plots',
    status: 'posted',
    city: 'Pune',
    price: 3_000_000,
    possessionYear: 2025,
    units: [{ price: 3_000_000 }],
    developer: { name: 'Riverside Estates', rating: 3.9 },
  },
];

export const project = (id: string): ProjectFixture => structuredClone(PROJECTS.find((doc) => doc._id === id)!);

/** Indexes declared on the second copy of the fixtures, so index-narrowed lookups are checked too. */
export const FIXTURE_INDEXES: IndexSpec[] = [
  { keys: { status: 1 } },
  { keys: { city: 1, status: 1 } },
  { keys: { tags: 1 } },
  { keys: { 'units.bedroomCount': 1 } },
  { keys: { slug: 1 }, unique: true },
];

export interface FilterCase {
  name: string;
  filter: Filter;
  ids: string[];
}

export const FILTER_CASES: FilterCase[] = [
  { name: 'equality', filter: { status: 'posted' }, ids: ['p1', 'p2', 'p5', 'p6'] },
  { name: '$in', filter: { status: { $in: ['draft', 'deleted'] } }, ids: ['p3', 'p4'] },
  { name: '$nin', filter: { status: { $nin: ['posted'] } }, ids: ['p3', 'p4'] },
  { name: '$ne', filter: { status: { $ne: 'posted' } }, ids: ['p3', 'p4'] },
  { name: '$gte/$lte range', filter: { price: { $gte: 7_500_000, $lte: 12_000_000 } }, ids: ['p1', 'p2', 'p4'] },
  { name: '$gt/$lt range', filter: { price: { $gt: 7_500_000, $lt: 20_000_000 } }, ids: ['p2', 'p4'] },
  { name: '$regex with $options i', filter: { title: { $regex: 'sun', $options: 'i' } }, ids: ['p1', 'p3', 'p5'] },
  { name: 'case-sensitive $regex', filter: { title: { $regex: '^Sun' } }, ids: ['p1'] },
  { name: 'RegExp value', filter: { title: /^sun/i }, ids: ['p1', 'p3'] },
  { name: '$or', filter: { $or: [{ city: 'Pune' }, { grand: true }] }, ids: ['p1', 'p4', 'p5', 'p6'] },
  { name: '$and', filter: { $and: [{ city: 'Noida' }, { status: 'posted' }] }, ids: ['p1', 'p5'] },
  {
    name: '$or of $and',
    filter: { $or: [{ $and: [{ city: 'Noida' }, { price: { $lt: 5_000_000 } }] }, { tags: 'lake' }] },
    ids: ['p3', 'p4'],
  },
  {
    name: 'search shape: status, city, price range, bedrooms',
    filter: {
      status: 'posted',
      city: 'Noida',
      price: { $gte: 5_000_000, $lte: 25_000_000 },
      units: { $elemMatch: { bedroomCount: { $gte: 3 } } },
    },
    ids: ['p1', 'p5'],
  },
  {
    name: '$elemMatch on one unit',
    filter: { units: { $elemMatch: { bedroomCount: { $gte: 3 }, price: { $lte: 12_000_000 } } } },
    ids: ['p1', 'p2'],
  },
  {
    name: '$elemMatch: bedroom choices and a price range on the same unit',
    filter: { units: { $elemMatch: { bedroomCount: { $in: [2, 4] }, price: { $gte: 7_000_000, $lte: 16_000_000 } } } },
    ids: ['p1', 'p2'],
  },
  {
    name: '$elemMatch: a unit without the field never meets a range on it',
    filter: { units: { $elemMatch: { bedroomCount: { $lte: 5 }, price: { $lte: 3_500_000 } } } },
    ids: [],
  },
  { name: '$elemMatch: one condition', filter: { units: { $elemMatch: { price: { $lte: 3_500_000 } } } }, ids: ['p6'] },
  {
    name: '$elemMatch: the unit holding the bedrooms must also meet the price',
    filter: { units: { $elemMatch: { bedroomCount: 3, price: { $lte: 10_000_000 } } } },
    ids: ['p1'],
  },
  {
    name: '$elemMatch with $and inside, beside project-level conditions',
    filter: {
      $and: [
        { status: 'posted' },
        { units: { $elemMatch: { $and: [{ bedroomCount: { $in: [4, 5] } }, { price: { $gte: 15_000_000 } }] } } },
      ],
    },
    ids: ['p2', 'p5'],
  },
  { name: '$elemMatch: bedrooms no unit has', filter: { units: { $elemMatch: { bedroomCount: 7 } } }, ids: [] },
  {
    name: '$elemMatch on a field holding no array',
    filter: { developer: { $elemMatch: { name: 'Aangan Builders' } } },
    ids: [],
  },
  { name: 'dotted path into units', filter: { 'units.bedroomCount': 3 }, ids: ['p1', 'p2'] },
  { name: 'dotted path range', filter: { 'units.bedroomCount': { $gte: 4 } }, ids: ['p2', 'p5'] },
  { name: 'dotted path $in', filter: { 'units.bedroomCount': { $in: [1, 5] } }, ids: ['p3', 'p5'] },
  { name: 'dotted path $exists', filter: { 'units.bedroomCount': { $exists: true } }, ids: ['p1', 'p2', 'p3', 'p5'] },
  { name: '$size 0 on units', filter: { units: { $size: 0 } }, ids: ['p4'] },
  { name: '$exists false', filter: { possessionYear: { $exists: false } }, ids: ['p3'] },
  { name: 'null matches null and missing', filter: { possessionYear: null }, ids: ['p2', 'p3'] },
  { name: '$ne null', filter: { possessionYear: { $ne: null } }, ids: ['p1', 'p4', 'p5', 'p6'] },
  { name: '$ne a value keeps missing', filter: { possessionYear: { $ne: 2025 } }, ids: ['p1', 'p2', 'p3', 'p5'] },
  { name: 'array contains', filter: { tags: 'metro' }, ids: ['p1', 'p4', 'p5'] },
  { name: '$all', filter: { tags: { $all: ['metro', 'park'] } }, ids: ['p1'] },
  { name: '$size', filter: { tags: { $size: 0 } }, ids: ['p3'] },
  { name: '$in on an array', filter: { tags: { $in: ['lake', 'park'] } }, ids: ['p1', 'p2', 'p4'] },
  { name: '$nin on an array keeps missing', filter: { tags: { $nin: ['metro'] } }, ids: ['p2', 'p3', 'p6'] },
  { name: 'dotted path into a sub-document', filter: { 'developer.name': 'Aangan Builders' }, ids: ['p5'] },
  { name: 'range in a sub-document', filter: { 'developer.rating': { $gt: 4 } }, ids: ['p5'] },
  { name: 'boolean', filter: { grand: true }, ids: ['p1', 'p5'] },
  { name: 'boolean $exists false', filter: { grand: { $exists: false } }, ids: ['p3', 'p6'] },
  { name: 'no match across types', filter: { price: { $gte: '0' } }, ids: [] },
  { name: 'dates', filter: { postedAt: { $gte: new Date('2025-03-01T00:00:00Z') } }, ids: ['p2', 'p5'] },
  { name: '_id $in', filter: { _id: { $in: ['p2', 'p6', 'nope'] } }, ids: ['p2', 'p6'] },
  { name: 'empty filter', filter: {}, ids: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] },
];

export interface SortCase {
  name: string;
  filter?: Filter;
  options: FindOptions;
  ids: string[];
}

export const SORT_CASES: SortCase[] = [
  { name: 'number descending', options: { sort: { price: -1 } }, ids: ['p5', 'p2', 'p4', 'p1', 'p3', 'p6'] },
  {
    name: 'null and missing first ascending',
    options: { sort: { possessionYear: 1, _id: 1 } },
    ids: ['p2', 'p3', 'p4', 'p6', 'p1', 'p5'],
  },
  {
    name: 'null and missing last descending',
    options: { sort: { possessionYear: -1, _id: 1 } },
    ids: ['p5', 'p1', 'p4', 'p6', 'p2', 'p3'],
  },
  {
    name: 'dotted path into units ascending (smallest unit)',
    options: { sort: { 'units.price': 1, _id: 1 } },
    ids: ['p4', 'p6', 'p3', 'p1', 'p2', 'p5'],
  },
  {
    name: 'dotted path into units descending (largest unit)',
    options: { sort: { 'units.price': -1, _id: 1 } },
    ids: ['p5', 'p2', 'p1', 'p3', 'p6', 'p4'],
  },
  {
    name: 'dotted path with units lacking the field',
    options: { sort: { 'units.bedroomCount': 1, _id: 1 } },
    ids: ['p4', 'p6', 'p3', 'p1', 'p2', 'p5'],
  },
  {
    name: 'sub-document field, missing last descending',
    options: { sort: { 'developer.rating': -1, _id: 1 } },
    ids: ['p5', 'p6', 'p1', 'p2', 'p3', 'p4'],
  },
  { name: 'two keys', options: { sort: { city: 1, price: -1 } }, ids: ['p2', 'p5', 'p1', 'p3', 'p4', 'p6'] },
  {
    name: 'array field ascending, empty array before missing',
    options: { sort: { tags: 1, _id: 1 } },
    ids: ['p3', 'p6', 'p4', 'p1', 'p5', 'p2'],
  },
  {
    name: 'array field descending',
    options: { sort: { tags: -1, _id: 1 } },
    ids: ['p1', 'p2', 'p4', 'p5', 'p6', 'p3'],
  },
  { name: 'strings by code point', options: { sort: { title: 1 } }, ids: ['p2', 'p4', 'p6', 'p5', 'p1', 'p3'] },
  { name: 'dates descending', options: { sort: { postedAt: -1, _id: 1 } }, ids: ['p5', 'p2', 'p1', 'p3', 'p4', 'p6'] },
  { name: 'skip and limit', options: { sort: { price: 1 }, skip: 1, limit: 2 }, ids: ['p3', 'p1'] },
  {
    name: 'filter, sort, limit',
    filter: { status: 'posted' },
    options: { sort: { price: -1 }, limit: 2 },
    ids: ['p5', 'p2'],
  },
  { name: 'skip only', options: { sort: { _id: 1 }, skip: 4 }, ids: ['p5', 'p6'] },
  { name: 'skip past the end', options: { sort: { _id: 1 }, skip: 10 }, ids: [] },
  {
    name: 'filter through an indexed unit field, sort, skip and limit',
    filter: { status: 'posted', units: { $elemMatch: { bedroomCount: { $in: [2, 3, 4] } } } },
    options: { sort: { postedAt: -1, _id: -1 }, skip: 1, limit: 2 },
    ids: ['p2', 'p1'],
  },
];
