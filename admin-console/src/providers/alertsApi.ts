import type { AlertOverview } from '@aangan/contracts/browser';
import { ifMatch, parseAnswer, type HttpClient } from './http.ts';

/**
 * The Alerts screen's calls beside its list (`GET /admin/alerts`, a ra-data-simple-rest resource):
 * the overview with the pause switch, and the switch itself, which names the overview's revision
 * (If-Match): someone else's change since answers 412.
 */
export interface AlertsApi {
  getAlertOverview(): Promise<AlertOverview>;
  /** Pauses or resumes alerts for everyone from the overview at `revision`; answers the new overview. */
  setAlertsPaused(paused: boolean, revision: number): Promise<AlertOverview>;
}

export function createAlertsApi(httpClient: HttpClient, adminUrl: string): AlertsApi {
  return {
    async getAlertOverview() {
      const { json } = await httpClient(`${adminUrl}/alerts/overview`);
      return parseAnswer('alertOverview', json);
    },
    async setAlertsPaused(paused, revision) {
      const { json } = await httpClient(`${adminUrl}/alerts/settings`, {
        method: 'PUT',
        headers: new Headers({ Accept: 'application/json', ...ifMatch(revision) }),
        body: JSON.stringify({ paused }),
      });
      return parseAnswer('alertOverview', json);
    },
  };
}
