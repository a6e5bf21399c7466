import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { SqliteEventStore } from '@aangan/projections';
import { faultyEventStore } from '@aangan/projections/testing';

/**
 * A real SQLite event store in a scratch folder behind the fault-injecting wrapper (lost answers,
 * outages); every store made is closed and its folder removed after each test.
 */
export function faultySqliteEventStores(): (
  options?: Parameters<typeof faultyEventStore>[1],
) => ReturnType<typeof faultyEventStore> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return (options) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-faulty-'));
    const inner = SqliteEventStore.open({ file: path.join(dir, 'events.sqlite') });
    cleanups.push(async () => {
      await inner.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return faultyEventStore(inner, options);
  };
}
