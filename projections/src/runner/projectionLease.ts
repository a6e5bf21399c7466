import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { CommitGuard, Doc, ReadStore } from '../readStore/ReadStore.ts';

export const LEASES = 'projection_leases';

/** Who may apply events to one projection, until when. `fence` grows with every change of holder. */
export interface LeaseDoc extends Doc {
  holder: string;
  /** Milliseconds since the epoch, on the holder's clock. */
  expiresAt: number;
  fence: number;
}

export interface LeaseOptions {
  /** This runner's name in the lease documents (host, process and a random part by default). */
  holder?: string;
  /** How long a lease lasts without renewal: a crashed runner's projections wait this long. */
  ttlMs?: number;
}

export const DEFAULT_LEASE_TTL_MS = 30_000;

export const defaultHolder = (): string => `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

/**
 * The leases of a set of projections, taken all together or not at all, so exactly one runner
 * applies events to each projection. Every change is a compare-and-set on the lease document as it
 * was read, so two runners racing for an expired lease cannot both win; a holder that finds its
 * lease changed (taken over after it expired, or seized by a rebuild) has lost it.
 */
export class ProjectionLeases {
  readonly holder: string;
  readonly ttlMs: number;
  private readonly held = new Map<string, LeaseDoc>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly names: readonly string[],
    private readonly now: () => Date,
    options: LeaseOptions = {},
  ) {
    this.holder = options.holder ?? defaultHolder();
    this.ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
  }

  /** Whether every lease is held and has not run out on this clock. */
  get valid(): boolean {
    const now = this.now().getTime();
    return this.names.length > 0 && this.names.every((name) => (this.held.get(name)?.expiresAt ?? 0) > now);
  }

  /**
   * What a write of the read models must find to be made: every lease still ours under the fence we
   * took it with. Renewals change only the time, so they do not refuse a write; a takeover does.
   */
  guards(): CommitGuard[] {
    if (this.names.some((name) => !this.held.has(name))) throw new LeaseLostError();
    return this.names.map((name) => ({
      collection: LEASES,
      id: name,
      filter: { holder: this.holder, fence: this.held.get(name)!.fence },
    }));
  }

  /** Takes (or renews) every lease that is free, expired or ours; answers false, holding none, otherwise. */
  async acquire(): Promise<boolean> {
    for (const name of this.names) {
      if (!(await this.take(name, false))) {
        await this.release();
        return false;
      }
    }
    return true;
  }

  /** Extends the leases held; false when one of them is no longer ours. */
  async renew(): Promise<boolean> {
    for (const name of this.names) {
      const mine = this.held.get(name);
      if (!mine) return false;
      const next: LeaseDoc = { ...mine, expiresAt: this.now().getTime() + this.ttlMs };
      if (!(await this.leases().putIf(next, { holder: this.holder, fence: mine.fence }))) {
        this.held.clear();
        return false;
      }
      this.held.set(name, next);
    }
    return true;
  }

  /** Takes every lease whoever holds it (a rebuild swapping in fresh collections): the holder stops at its next batch. */
  async seize(): Promise<void> {
    for (const name of this.names) {
      while (!(await this.take(name, true))) {
        // Another runner changed the lease between the read and the write: read it again.
      }
    }
  }

  /** Gives the leases back (expired at once), so a waiting runner takes over without waiting out the time. */
  async release(): Promise<void> {
    for (const mine of this.held.values()) {
      await this.leases().putIf({ ...mine, expiresAt: 0 }, { holder: this.holder, fence: mine.fence });
    }
    this.held.clear();
  }

  /** A lease of these projections held by another runner and not expired, if any. */
  async liveHolder(): Promise<LeaseDoc | null> {
    const stored = await this.leases().getMany(this.names);
    const now = this.now().getTime();
    for (const lease of stored.values()) if (lease.holder !== this.holder && lease.expiresAt > now) return lease;
    return null;
  }

  private async take(name: string, force: boolean): Promise<boolean> {
    const current = await this.leases().get(name);
    const now = this.now().getTime();
    if (current && !force && current.holder !== this.holder && current.expiresAt > now) return false;
    const next: LeaseDoc = {
      _id: name,
      holder: this.holder,
      expiresAt: now + this.ttlMs,
      fence: current && current.holder === this.holder ? current.fence : (current?.fence ?? 0) + 1,
    };
    // As read, or (nothing read) a condition no stored lease meets, so a concurrent insert wins alone.
    const asRead = current
      ? { holder: current.holder, fence: current.fence, expiresAt: current.expiresAt }
      : { fence: -1 };
    if (!(await this.leases().putIf(next, asRead))) return false;
    this.held.set(name, next);
    return true;
  }

  private leases() {
    return this.readStore.collection<LeaseDoc>(LEASES);
  }
}

/** `npm run rebuild` found a runner at work on the read models it would drop. */
export class RebuildRefusedError extends Error {
  constructor(readonly lease: LeaseDoc) {
    super(
      `Runner ${lease.holder} holds the lease of projection ${lease._id} until ${new Date(lease.expiresAt).toISOString()}: ` +
        'stop the projections service first, or rebuild into new collections and swap them in (--into-new)',
    );
    this.name = 'RebuildRefusedError';
  }
}

/** The runner's lease ran out or was taken over: it must not write. */
export class LeaseLostError extends Error {
  constructor() {
    super('The projection lease is held by another runner');
    this.name = 'LeaseLostError';
  }
}

/**
 * Renews the leases every third of their time until the returned function is called; `lost` is
 * told once a renewal finds a lease taken over, `failed` when the store did not answer.
 */
export function keepRenewing(leases: ProjectionLeases, on: { lost(): void; failed(error: unknown): void }): () => void {
  const timer = setInterval(
    () => {
      leases.renew().then((held) => {
        if (!held) on.lost();
      }, on.failed);
    },
    Math.max(50, Math.floor(leases.ttlMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
