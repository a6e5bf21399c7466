import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { systemContext } from '../core/commandContext.ts';
import type { ErasureEntry } from '../privacy/erasureLedger.ts';
import { createSystem, type System } from '../system.ts';

/**
 * After a restore, erases again everyone the ledger names whom the restored stores do not show as
 * erased (their key is back, or the history lacks the erasure): the key is destroyed anew and the
 * erasure recorded in the restored history, as it was in the one the restore replaced. Answers how
 * many people that was; a second run finds none.
 */
export async function replayErasures(system: System, erasures: readonly ErasureEntry[]): Promise<number> {
  const context = systemContext(system.ids, 'restore');
  let replayed = 0;
  for (const { subjectId } of erasures) {
    const recorded = (await system.eventStore.readStream(`person-${subjectId}`)).some(
      (event) => event.type === 'PersonErased',
    );
    if (recorded && !(await system.vault.hasKey(subjectId))) continue;
    await system.leads.eraseSubject(context, subjectId);
    replayed += 1;
  }
  return replayed;
}

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
