/**
 * Recently used aggregate states by stream, so a command folds only the events appended since
 * (usually none) instead of the whole stream. States are immutable (evolve returns new objects),
 * and a cached entry is only ever a starting point: the stream is always read from the cached
 * revision on, so a write made elsewhere is never missed.
 */
export class StateCache<State> {
  private readonly entries = new Map<string, { state: State; revision: number }>();

  constructor(private readonly capacity = 10_000) {}

  get(stream: string): { state: State; revision: number } | undefined {
    const entry = this.entries.get(stream);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(stream);
      this.entries.set(stream, entry);
    }
    return entry;
  }

  set(stream: string, state: State, revision: number): void {
    this.entries.delete(stream);
    this.entries.set(stream, { state, revision });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(stream: string): void {
    this.entries.delete(stream);
  }
}
