import type { stateReraChanged } from '@aangan/contracts';
import type { z } from 'zod';
import type { Decider } from '../core/decider.ts';

export type StateReraEvent = z.infer<typeof stateReraChanged>;

export type StateReraCommand = { type: 'SetStateRera'; state: string; registration: string | null };

/** The registration of each state that has one. */
export type StateReraState = Record<string, string>;

/** The one stream of every state's registration: the map is one record, with one revision. */
export const STATE_RERA_STREAM = 'stateRera';

/** The company's RERA registration per state; an empty registration removes the state's (every save is recorded). */
export const stateReraDecider: Decider<StateReraState, StateReraCommand, StateReraEvent> = {
  initialState: () => ({}),
  evolve(state, event) {
    const next = { ...state };
    if (event.data.registration) next[event.data.state] = event.data.registration;
    else delete next[event.data.state];
    return next;
  },
  decide: (command) => [
    { type: 'StateReraChanged', data: { state: command.state, registration: command.registration || null } },
  ],
};
