/** What the audit trail shows of acts that change no record: the plain values of an event's data. */
import type { AuditDetails } from '@aangan/contracts';
import type { Recorded } from '../recorded.ts';

const isPlain = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Plain values of an event's data, without the keys named. */
export const plainDetails =
  (...omit: string[]) =>
  (event: Recorded): AuditDetails => {
    const out: AuditDetails = {};
    for (const [key, value] of Object.entries(event.data)) {
      if (!omit.includes(key) && isPlain(value)) out[key] = value;
    }
    return out;
  };

/**
 * A security event's data; one that names the account it targeted also says where it came from:
 * the keyed hash of the address every event carries, so attempts from one address can be told apart
 * from a spray. Events recorded before accounts were named keep the details they always had.
 */
export function securityDetails(event: Recorded): AuditDetails {
  const details = plainDetails()(event);
  const address = event.metadata['clientIpHash'];
  return 'account' in details && typeof address === 'string' ? { ...details, address } : details;
}
