import type { EventStore } from '@aangan/projections';
import { systemContext } from '../core/commandContext.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { LeadService } from '../leads/leadService.ts';
import type { ErasureEntry } from '../privacy/erasureLedger.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';

/** What replaying erasures uses of a running system. */
export interface ErasureReplayTarget {
  ids: IdGenerator;
  eventStore: Pick<EventStore, 'readStream'>;
  vault: Pick<PersonalDataVault, 'hasKey'>;
  leads: Pick<LeadService, 'eraseSubject'>;
}

/**
 * After a restore, erases again everyone the ledger names whom the restored stores do not show as
 * erased (their key is back, or the history lacks the erasure): the key is destroyed anew and the
 * erasure recorded in the restored history, as it was in the one the restore replaced. Answers how
 * many people that was; a second run finds none.
 */
export async function replayErasures(system: ErasureReplayTarget, erasures: readonly ErasureEntry[]): Promise<number> {
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
