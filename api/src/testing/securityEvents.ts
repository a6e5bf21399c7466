import { SECURITY_STREAM_PREFIX } from '@aangan/contracts';
import type { RecordedEvent } from '@aangan/projections';
import type { System } from '../system.ts';

/** Every security event the system has recorded so far (they are appended beside the requests: this waits for them). */
export async function recordedSecurityEvents(system: System): Promise<RecordedEvent[]> {
  await system.securityLog.settled();
  const events = await system.eventStore.readAll({ after: 0, maxCount: 100_000 });
  return events.filter((event) => event.stream.startsWith(SECURITY_STREAM_PREFIX));
}
