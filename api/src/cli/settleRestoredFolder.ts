import type { Logger } from 'pino';
import { replayErasures } from '../backup/replayErasures.ts';
import type { Config } from '../config.ts';
import type { ErasureEntry } from '../privacy/erasureLedger.ts';
import { createSystem } from '../system.ts';

/**
 * The last step of a restore, before anything serves the restored folder: the read models are
 * built from the restored log and the ledger's erasures applied again.
 */
export async function settleRestoredFolder(
  config: Config,
  erasures: readonly ErasureEntry[],
  logger: Logger,
): Promise<{ replayed: number; head: number; projections: number }> {
  const system = await createSystem(config, { runProjections: true, logger });
  try {
    await system.start();
    const replayed = await replayErasures(system, erasures);
    const { head } = await system.runner!.health();
    return { replayed, head, projections: system.projectors.length };
  } finally {
    await system.close();
  }
}
