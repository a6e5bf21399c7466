/**
 * Fields the embedded read store keeps compressed (see InMemoryReadStore): an audit entry's list of
 * changes is nine tenths of the entry (a posted project's lists every field it was given), and it
 * is read one entry at a time, when the console shows it. A project's page-only fields are not
 * packed: every uncached project page would unpack them, and in the bench that halved the rate of
 * project pages rendered in turn.
 */
export const PACKED_READ_MODEL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  audit_log: ['changes'],
};
