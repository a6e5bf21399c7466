import { expect } from 'vitest';
import type { Decider } from '../core/decider.ts';

/** given(events).when(command).then(events) | .thenThrows(ErrorClass, message) */
export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return (given: Event[]) => ({
    when(command: Command) {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then(expected: Event[]) {
          expect(run()).toEqual(expected);
        },
        thenThrows(errorClass: abstract new (...args: never[]) => Error, message?: string | RegExp) {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(errorClass);
          if (message !== undefined) expect((thrown as Error).message).toMatch(message);
        },
      };
    },
  });
}
