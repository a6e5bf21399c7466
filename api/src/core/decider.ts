/** A pure aggregate: state is folded from events, commands are decided into new events. */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
