import { z } from 'zod';
import { projectEventSchema, urlReleased, urlReserved } from '../project/events.ts';
import { adminUserEventSchema, emailReserved } from './adminUserEvents.ts';
import { alertEventSchema } from './alertEvents.ts';
import { assistantExchangeRecorded } from './assistantEvents.ts';
import {
  articleSlugReleased,
  articleSlugReserved,
  enquiryWindowOpened,
  formTokenSpent,
  idempotencyKeyReserved,
  idempotentRequestFailed,
  idempotentRequestResumed,
  idempotentResultRecorded,
} from './bookkeepingEvents.ts';
import {
  articleEventSchema,
  currencyRatesChanged,
  seoMetaChanged,
  siteFaqDeleted,
  siteFaqSaved,
  siteSectionChanged,
  stateReraChanged,
  testimonialAdded,
  testimonialDeleted,
} from './contentEvents.ts';
import { leadEventSchema, leadsExported, personErased } from './leadEvents.ts';
import { securityEventSchema } from './securityEvents.ts';

/**
 * Every event the product appends, one schema each. The API appends only these (an event type that is
 * not here does not compile, and its data is checked against the schema before it is written); the
 * projectors and the audit log receive them typed.
 */
export const domainEventSchema = z.discriminatedUnion('type', [
  ...projectEventSchema.options,
  urlReserved,
  urlReleased,
  ...articleEventSchema.options,
  articleSlugReserved,
  articleSlugReleased,
  testimonialAdded,
  testimonialDeleted,
  siteSectionChanged,
  seoMetaChanged,
  stateReraChanged,
  currencyRatesChanged,
  siteFaqSaved,
  siteFaqDeleted,
  ...adminUserEventSchema.options,
  emailReserved,
  ...leadEventSchema.options,
  personErased,
  leadsExported,
  enquiryWindowOpened,
  formTokenSpent,
  idempotencyKeyReserved,
  idempotentRequestFailed,
  idempotentRequestResumed,
  idempotentResultRecorded,
  ...securityEventSchema.options,
  assistantExchangeRecorded,
  ...alertEventSchema.options,
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
/** The event of one type: `EventOf<'ProjectPosted'>['data']['slug']`. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = domainEventSchema.options.map(
  (option) => option.shape.type.value,
);
const KNOWN = new Set<string>(DOMAIN_EVENT_TYPES);

export const isDomainEventType = (type: string): type is DomainEventType => KNOWN.has(type);

/**
 * The event as its schema reads it, or an error naming the type and the fields that do not fit: the
 * check every event passes before it is appended.
 */
export function checkDomainEvent(event: { type: string; data: unknown }): DomainEvent {
  const parsed = domainEventSchema.safeParse({ type: event.type, data: event.data });
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(event)').join(', ');
  throw new Error(`Event ${event.type} does not match its schema at ${where}`);
}
