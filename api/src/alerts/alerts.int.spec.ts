import { describeAlertsContract } from './testing/alertsContract.ts';

describeAlertsContract({});
