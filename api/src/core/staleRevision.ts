import { diffRecords, NotFoundError, StaleRevisionError, type Change } from '@aangan/contracts';
import { isRecorded, subjectOf, type EventStore, type RecordView } from '@aangan/projections';

/** At most this many changes are named in a 412 (a project's whole unit list can change at once). */
const MAX_CHANGES = 50;

/** How a record shows before its first event (a section's defaults): it exists unsaved. */
export interface UnsavedRecord {
  view: RecordView | null;
}

/**
 * What changed in a record between the revision an edit was based on (`since`) and `current`, as
 * the audit trail compares two versions of it: field by field on its view of the record (`role`,
 * `title`, `USD.inrPerUnit`). Null when its history cannot say: a kind of record the audit trail
 * does not view, or a revision the record never had.
 */
export async function changesSince(
  store: Pick<EventStore, 'readStream'>,
  stream: string,
  since: number,
  current: number,
  unsaved?: UnsavedRecord,
): Promise<Change[] | null> {
  const subject = subjectOf(stream);
  if (!subject?.fold || since < -1 || since >= current) return null;
  let view = unsaved?.view ?? null;
  let before = view;
  for (const event of await store.readStream(stream)) {
    if (event.revision > current) break;
    if (isRecorded(event)) view = subject.fold(view, event);
    if (event.revision === since) before = view;
  }
  return diffRecords(before, view, subject.diff);
}

/**
 * An edit based on `expected` while the record is at `current`. It goes on (answers normally) only
 * when nothing a reader of the record sees changed since: a user's own sign-in recorded on their
 * account, say, must not hold up an admin disabling it. Otherwise 412 with the current revision and
 * what changed; a revision named for a record that does not exist is a 404, unless it exists unsaved.
 */
export async function acceptStaleBase(
  store: Pick<EventStore, 'readStream'>,
  stream: string,
  expected: number,
  current: number,
  unsaved?: UnsavedRecord,
): Promise<void> {
  if (current === -1 && !unsaved) throw new NotFoundError();
  const changes = await changesSince(store, stream, expected, current, unsaved);
  if (changes && changes.length === 0) return;
  throw new StaleRevisionError({ revision: current, changed: (changes ?? []).slice(0, MAX_CHANGES) });
}
