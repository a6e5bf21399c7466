import { erasureLedgerFile, loadConfig } from '../config.ts';
import { replayErasures } from '../backup/replayErasures.ts';
import { readErasureLedger } from '../privacy/erasureLedger.ts';
import { withCliSystem } from './cliSystem.ts';

const USAGE = `Erase again everyone the erasure ledger names whom the stores no longer show as erased.

  npm run erasures:replay

Run it after restoring the stores by other means than npm run restore (a disk snapshot, or
KurrentDB and MongoDB backups), before the site serves again. It reads ERASURE_LEDGER (embedded
default: DATA_DIR/erasure-ledger.jsonl); a second run finds nothing to do.`;

if (process.argv.includes('--help') || process.argv.includes('-h')) console.log(USAGE);
else {
  await withCliSystem(async (system) => {
    const ledgerFile = erasureLedgerFile(loadConfig());
    if (!ledgerFile)
      throw new Error(
        'There is no erasure ledger to replay: set ERASURE_LEDGER to the file the api process writes erasures to.',
      );
    const erasures = readErasureLedger(ledgerFile);
    const replayed = await replayErasures(system, erasures);
    console.log(
      `${ledgerFile}: ${erasures.length} ${erasures.length === 1 ? 'person' : 'people'} erased in all; ${replayed} ${replayed === 1 ? 'was' : 'were'} readable again and erased again now.`,
    );
  });
}
