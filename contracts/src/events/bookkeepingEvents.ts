import { z } from 'zod';

/**
 * Events that keep a promise rather than change a record a reader sees: a unique name held by one
 * record, the window in which a repeated enquiry is the same lead, a form token spent, a request
 * answered once under its Idempotency-Key. They are facts of the log like any other: typed, checked
 * when appended and shown in the audit log.
 */

/** `articleSlug-<slug>`: the last event says which article holds the address. */
export const articleSlugReserved = z.strictObject({
  type: z.literal('ArticleSlugReserved'),
  data: z.strictObject({ slug: z.string(), articleId: z.string() }),
});
export const articleSlugReleased = z.strictObject({
  type: z.literal('ArticleSlugReleased'),
  data: z.strictObject({ slug: z.string(), articleId: z.string() }),
});

/** `enquiryWindow-<person>-<project>`: the lead the person's last enquiry about the project opened, and when. */
export const enquiryWindowOpened = z.strictObject({
  type: z.literal('EnquiryWindowOpened'),
  data: z.strictObject({ leadId: z.string(), at: z.iso.datetime() }),
});

/** `formToken-<hash>`: the token made one submission (a hash of its Idempotency-Key, when it came with one). */
export const formTokenSpent = z.strictObject({
  type: z.literal('FormTokenSpent'),
  data: z.strictObject({ submission: z.string().nullable() }),
});

/** `idempotency-<scope>-<hash>`: a request taken under its key (with a hash of its body), and its one answer. */
export const idempotencyKeyReserved = z.strictObject({
  type: z.literal('IdempotencyKeyReserved'),
  data: z.strictObject({ requestHash: z.string() }),
});
export const idempotentRequestFailed = z.strictObject({
  type: z.literal('IdempotentRequestFailed'),
  data: z.strictObject({}),
});
export const idempotentRequestResumed = z.strictObject({
  type: z.literal('IdempotentRequestResumed'),
  data: z.strictObject({}),
});
/** The answer given; a retry with the same key gets it again. Never personal data (ids and flags only). */
export const idempotentResultRecorded = z.strictObject({
  type: z.literal('IdempotentResultRecorded'),
  data: z.strictObject({ result: z.unknown() }),
});
