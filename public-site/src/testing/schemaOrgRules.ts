/**
 * A small schema.org checker for the site's JSON-LD (tests only, no network): each type the site
 * emits with the properties search engines require of it, checked recursively through nested
 * objects that carry their own `@type`.
 */
const REQUIRED: Record<string, readonly string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  RealEstateListing: ['name', 'url'],
  AggregateOffer: ['priceCurrency', 'lowPrice', 'highPrice'],
  Offer: ['priceCurrency', 'price'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Article: ['headline', 'datePublished', 'author'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  NewsArticle: ['headline', 'datePublished', 'author'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  PostalAddress: ['addressCountry'],
  ContactPoint: ['telephone', 'contactType'],
  Place: ['name'],
  GeoCoordinates: ['latitude', 'longitude'],
  ImageObject: ['url'],
};

/** Problems with one JSON-LD document; empty when it is valid. */
export function schemaOrgProblems(doc: unknown, path = '$'): string[] {
  if (Array.isArray(doc)) return doc.flatMap((item, i) => schemaOrgProblems(item, `${path}[${i}]`));
  if (typeof doc !== 'object' || doc === null) return [];
  const record = doc as Record<string, unknown>;
  const problems: string[] = [];
  if (path === '$' && record['@context'] !== 'https://schema.org')
    problems.push(`${path}: @context must be https://schema.org`);
  const type = record['@type'];
  if (typeof type === 'string') {
    const required = REQUIRED[type];
    if (!required) problems.push(`${path}: unknown @type ${type}`);
    for (const property of required ?? []) {
      const value = record[property];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
        problems.push(`${path}: ${type} needs ${property}`);
    }
    if (type === 'ListItem' && !(Number.isInteger(record['position']) && (record['position'] as number) >= 1))
      problems.push(`${path}: ListItem position must be 1 or more`);
    if (type === 'AggregateOffer' && Number(record['lowPrice']) > Number(record['highPrice']))
      problems.push(`${path}: lowPrice above highPrice`);
  } else if (path === '$') {
    problems.push(`${path}: no @type`);
  }
  for (const [key, value] of Object.entries(record))
    if (typeof value === 'object' && value !== null) problems.push(...schemaOrgProblems(value, `${path}.${key}`));
  return problems;
}
