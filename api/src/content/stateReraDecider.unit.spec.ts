import { describe, expect, it } from 'vitest';
import { stateReraDecider, type StateReraCommand, type StateReraEvent } from './stateReraDecider.ts';

const given = (events: StateReraEvent[]) => events.reduce(stateReraDecider.evolve, stateReraDecider.initialState());
const when = (events: StateReraEvent[], command: StateReraCommand) => stateReraDecider.decide(command, given(events));
const set = (state: string, registration: string | null): StateReraEvent => ({
  type: 'StateReraChanged',
  data: { state, registration },
});

describe('state RERA decider', () => {
  it("setting a state's registration records it", () => {
    expect(when([], { type: 'SetStateRera', state: 'Delhi', registration: 'DLRERA-1' })).toEqual([
      set('Delhi', 'DLRERA-1'),
    ]);
  });

  it('an empty registration removes the state', () => {
    expect(when([set('Delhi', 'DLRERA-1')], { type: 'SetStateRera', state: 'Delhi', registration: '' })).toEqual([
      set('Delhi', null),
    ]);
  });

  it('the state is every registration still set', () => {
    expect(given([set('Delhi', 'DLRERA-1'), set('Goa', 'GOA-2'), set('Delhi', null)])).toEqual({ Goa: 'GOA-2' });
  });
});
