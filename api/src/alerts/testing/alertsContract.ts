import { describeAlertDigests } from './alertDigestsContract.ts';
import { describeAlertInput } from './alertInputContract.ts';
import { describeAlertSafeguards } from './alertSafeguardsContract.ts';
import { alertsContractApp } from './alertsContractApp.ts';

/**
 * Property alerts end to end on one store pair: bad input, subscribe → confirm → digest → unsubscribe
 * through the outbox folder, one mail a day, the pause switch, a send repeated after a crash, erasure.
 * Runs on the embedded stores always and on KurrentDB + MongoDB when their URLs are set.
 */
export function describeAlertsContract(env: Record<string, string>): void {
  const alerts = alertsContractApp(env);
  describeAlertInput(alerts);
  describeAlertDigests(alerts);
  describeAlertSafeguards(alerts);
}
