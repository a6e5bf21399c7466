import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { describeAlertsContract } from './testing/alertsContract.ts';

const kurrent = process.env.KURRENTDB_URL;
const mongo = process.env.MONGODB_URL;
if (!kurrent || !mongo)
  console.warn('Alerts on KurrentDB + MongoDB skipped: KURRENTDB_URL and MONGODB_URL are not both set');

describe.skipIf(!kurrent || !mongo)('property alerts on KurrentDB + MongoDB (production)', () => {
  describeAlertsContract({
    KURRENTDB_URL: kurrent!,
    MONGODB_URL: mongo!,
    // A database of its own per run; the event log is shared, its streams are new ids.
    MONGODB_DB: `aangan_alerts_${randomUUID().slice(0, 8)}`,
  });
});
