import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { erasureLedgerFile, loadConfig } from '../config.ts';
import { passphraseFromText, readPassphraseFile } from '../backup/passphrase.ts';
import { restoreBackup } from '../backup/restoreBackup.ts';
import { describeBytes } from '@aangan/contracts';
import { flag, readStdin } from './cliSystem.ts';
import { progressLine } from './progressLine.ts';
import { settleRestoredFolder } from './settleRestoredFolder.ts';
import { runCli } from './runCli.ts';

const USAGE = `Restore a backup into the embedded data folder. Stop the site first.

  npm run restore -- ARCHIVE [--data-dir DIR] [--force] [--passphrase-file FILE | --passphrase-stdin]
                           [--trust-unencrypted] [--accept-lost-erasures]

--data-dir DIR          the folder to restore into (default: DATA_DIR, ./data)
--force                 the folder already holds data: move it aside (into DIR/.replaced-<time>) and restore
--passphrase-file       the passphrase of an encrypted archive, on the first line of FILE
--passphrase-stdin      the passphrase, read from standard input
--trust-unencrypted     restore a plain archive that carries its own data key: nothing can prove it
                        unchanged, so say so only for an archive you made and kept where only you write
--accept-lost-erasures  restore although the erasure ledger (ERASURE_LEDGER) is missing: anyone erased
                        after the backup was taken would be readable again

The archive is checked whole (format, checksums, its seal, SQLite integrity, data key) before
anything is changed. People erased after the backup was taken are erased again, from the erasure
ledger.`;

const VALUED = new Set(['--data-dir', '--passphrase-file', '--out']);
const args = process.argv.slice(2);

await runCli(USAGE, args, async () => {
  const archive = args.find((arg, i) => !arg.startsWith('--') && !VALUED.has(args[i - 1] ?? ''));
  if (!archive) throw new Error(`Name the archive to restore.\n\n${USAGE}`);
  if (!existsSync(archive)) throw new Error(`There is no file ${path.resolve(archive)}.`);
  const loaded = loadConfig();
  if (!loaded.embedded)
    throw new Error(
      'npm run restore restores the embedded stores; with KURRENTDB_URL or MONGODB_URL set, follow "Backups in production" in the README.',
    );
  const dataDirFlag = flag(args, 'data-dir');
  const config = dataDirFlag ? { ...loaded, DATA_DIR: path.resolve(dataDirFlag) } : loaded;
  const ledgerFile = erasureLedgerFile(config)!;
  const passphraseFile = flag(args, 'passphrase-file');
  const passphrase = passphraseFile
    ? readPassphraseFile(path.resolve(passphraseFile))
    : args.includes('--passphrase-stdin')
      ? passphraseFromText(await readStdin(), 'Standard input')
      : undefined;

  const progress = progressLine('Reading the archive');
  const restored = await restoreBackup({
    archive: path.resolve(archive),
    dataDir: config.DATA_DIR,
    ledgerFile,
    passphrase,
    force: args.includes('--force'),
    environmentDataKey: config.DATA_KEY,
    trustUnencrypted: args.includes('--trust-unencrypted'),
    acceptLostErasures: args.includes('--accept-lost-erasures'),
    now: () => new Date(),
    onProgress: (p) => progress.update(p.doneBytes, p.totalBytes),
  });
  progress.end();
  const { manifest } = restored;
  console.log(
    `Restored ${path.basename(archive)} (taken ${manifest.createdAt} by Aangan ${manifest.appVersion}) into ${config.DATA_DIR}:`,
  );
  console.log(
    `  event log: ${manifest.eventLog.events} events up to position ${manifest.eventLog.lastPosition}, integrity check ok`,
  );
  console.log(
    `  personal-data keys: ${manifest.personalKeys.people} people; uploads: ${manifest.uploads.files} files, ${describeBytes(manifest.uploads.bytes)}`,
  );
  if (restored.setAside)
    console.log(
      `  the folder's previous contents are in ${restored.setAside}: delete them once the restored site looks right`,
    );

  // Read models come from the restored log, then erasures made since the backup are applied again.
  const settled = await settleRestoredFolder(config, restored.erasures, pino({ level: 'warn' }));
  console.log(
    `  read models rebuilt from the log (head ${settled.head}); ${settled.projections} projections up to date`,
  );
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  console.log(
    `  erasure ledger (${ledgerFile}): ${people(restored.erasures.length)} erased in all; ${people(settled.replayed)} erased after this backup was taken, erased again now`,
  );
  console.log(`Start the site with: ${dataDirFlag ? `DATA_DIR=${config.DATA_DIR} ` : ''}npm start`);
});
