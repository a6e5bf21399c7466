import type { Logger } from 'pino';
import { projectorCodeVersion } from '@aangan/projections';
import { erasureLedgerFile, type Config } from '../config.ts';
import { readModelSnapshots } from '../core/readModelSnapshots.ts';
import { DEFERRED_READ_MODELS, readModelSnapshotKey, readModelSnapshotPath } from '../core/serverSecrets.ts';
import { fileErasureLedger, withErasureLedger } from '../privacy/erasureLedger.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import { PROJECT_PAGE_ONLY_FIELDS } from '../projects/projectQueries.ts';
import type { SystemOptions } from './systemOptions.ts';

/** The personal-data vault as erasures see it (with their ledger), and the embedded read models' snapshot. */
export function vaultAndSnapshots(
  config: Config,
  options: Pick<SystemOptions, 'runProjections' | 'snapshotPrefetch'>,
  deps: { keyVault: PersonalDataVault; dataKey: Uint8Array; now: () => Date; logger: Logger },
) {
  const { keyVault, dataKey, now, logger } = deps;
  // Every erasure is also written where a restore cannot roll it back, and replayed by the restore.
  const ledgerFile = erasureLedgerFile(config);
  const ledgerVault = ledgerFile ? withErasureLedger(keyVault, fileErasureLedger(ledgerFile), now) : keyVault;
  // The embedded read models are kept on disk between runs (MongoDB keeps its own).
  const snapshotFile = readModelSnapshotPath(config, options.runProjections);
  const snapshots = snapshotFile
    ? readModelSnapshots({
        file: snapshotFile,
        key: readModelSnapshotKey(dataKey),
        codeVersion: projectorCodeVersion(),
        deferred: DEFERRED_READ_MODELS,
        lateFields: { projects: PROJECT_PAGE_ONLY_FIELDS },
        logger: logger.child({ component: 'snapshots' }),
        ...(options.snapshotPrefetch ? { prefetch: options.snapshotPrefetch } : {}),
      })
    : null;
  // The snapshot holds opened personal data: an erasure removes it with the person's key.
  const vault = snapshots
    ? {
        ...ledgerVault,
        erase: async (subjectId: string) => {
          await ledgerVault.erase(subjectId);
          await snapshots.forget();
        },
      }
    : ledgerVault;
  return { ledgerFile, snapshots, vault };
}
