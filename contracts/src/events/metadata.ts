import { z } from 'zod';

/** admin: everything; auditor: reads everything, changes nothing; sales: the spec's special user type, sees what is assigned to it. */
export const ROLES = ['admin', 'auditor', 'sales'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const EVENT_SCHEMA_VERSION = 1;

/** Who did it, when, and why: the audit trail every event carries. */
export const eventMetadataSchema = z.strictObject({
  actor: z.strictObject({ id: z.string(), role: z.enum([...ROLES, 'system']) }),
  at: z.iso.datetime(),
  correlationId: z.string(),
  causationId: z.string(),
  schemaVersion: z.number().int().positive(),
  clientIpHash: z.string().optional(),
  /**
   * When the change took effect, where that is earlier than `at` (when it was recorded): set only by
   * the server's own imports, such as the demo catalogue's past price revisions, never by a request.
   */
  effectiveAt: z.iso.datetime().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

export type Actor = EventMetadata['actor'];
