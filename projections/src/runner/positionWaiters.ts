/**
 * Callers waiting for the read models to reach a log position, all answered by one source of
 * progress (the runner applying a batch, or one poll loop of the stored checkpoints).
 */
export class PositionWaiters {
  private readonly waiting = new Set<{ position: number; settle: (ok: boolean) => void }>();
  private reachedPosition = 0;

  get reached(): number {
    return this.reachedPosition;
  }

  get size(): number {
    return this.waiting.size;
  }

  /** Resolves true once `position` is reached, false after `timeoutMs`. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.reachedPosition >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        settle: (ok: boolean) => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiting.add(waiter);
    });
  }

  /** Records progress and answers every waiter it satisfies. */
  reach(position: number): void {
    if (position > this.reachedPosition) this.reachedPosition = position;
    for (const waiter of this.waiting) if (waiter.position <= this.reachedPosition) waiter.settle(true);
  }

  /** Answers every waiter false (the source of progress stopped). */
  cancelAll(): void {
    for (const waiter of this.waiting) waiter.settle(false);
  }
}
