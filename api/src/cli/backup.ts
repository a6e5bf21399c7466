import path from 'node:path';
import { erasureLedgerFile, loadConfig } from '../config.ts';
import { createBackup } from '../backup/createBackup.ts';
import { assertStrongPassphrase, passphraseFromText, readPassphraseFile } from '../backup/passphrase.ts';
import { describeBytes } from '@aangan/contracts';
import { flag, readStdin } from './cliSystem.ts';
import { progressLine } from './progressLine.ts';
import { runCli } from './runCli.ts';

const USAGE = `Back up the embedded data folder (event log, personal-data keys, uploads, secrets) while the site keeps running.

  npm run backup -- [--out DIR] [--passphrase-file FILE | --passphrase-stdin]

--out DIR            where the archive goes (default: BACKUP_DIR, ./backups)
--passphrase-file    encrypt the archive with the passphrase on the first line of FILE
--passphrase-stdin   encrypt it with the passphrase read from standard input`;

const args = process.argv.slice(2);
await runCli(USAGE, args, async () => {
  const config = loadConfig();
  if (!config.embedded)
    throw new Error(
      'npm run backup copies the embedded stores; with KURRENTDB_URL or MONGODB_URL set, follow "Backups in production" in the README.',
    );
  const passphraseFile = flag(args, 'passphrase-file');
  const passphrase = passphraseFile
    ? readPassphraseFile(path.resolve(passphraseFile))
    : args.includes('--passphrase-stdin')
      ? passphraseFromText(await readStdin(), 'Standard input')
      : undefined;
  if (passphrase !== undefined) assertStrongPassphrase(passphrase);
  const outDir = path.resolve(flag(args, 'out') ?? config.BACKUP_DIR);
  const ledgerFile = erasureLedgerFile(config);
  const progress = progressLine('Backing up');
  const result = await createBackup({
    dataDir: config.DATA_DIR,
    outDir,
    ledgerFile,
    environment: { dataKey: config.DATA_KEY, jwtSecret: config.JWT_SECRET },
    passphrase,
    now: () => new Date(),
    onProgress: (p) => progress.update(p.doneBytes, p.totalBytes, `${p.doneFiles} of ${p.totalFiles} files`),
  });
  progress.end();

  const { manifest } = result;
  console.log(`Backup written: ${result.file} (${describeBytes(result.bytes)}, readable by this user only)`);
  console.log(`  event log: ${manifest.eventLog.events} events up to position ${manifest.eventLog.lastPosition}`);
  console.log(`  personal-data keys: ${manifest.personalKeys.people} people`);
  console.log(`  uploads: ${manifest.uploads.files} files, ${describeBytes(manifest.uploads.bytes)}`);
  console.log(`  erasure ledger: ${manifest.erasures} ${manifest.erasures === 1 ? 'person' : 'people'} erased so far`);
  if (passphrase) {
    console.log(
      'Encrypted with your passphrase. Without it nobody, you included, can restore this archive: keep the passphrase safe and apart from it.',
    );
  } else {
    console.log(
      manifest.secrets.dataKey === 'archived'
        ? 'Not encrypted: whoever gets this file can read every lead, and could change it unnoticed, because it holds the data key beside the data. Keep it where only you can reach it, or use --passphrase-file; restoring it takes --trust-unencrypted.'
        : 'Not encrypted: its manifest is sealed with DATA_KEY, which is not inside, so a changed archive is refused; use --passphrase-file to keep its contents private too.',
    );
  }
  if (manifest.secrets.dataKey === 'environment')
    console.log(
      'DATA_KEY comes from the environment and is not in the archive: keep it with your backups; a restore needs it, and without it no lead can be read.',
    );
  if (manifest.secrets.jwtSecret === 'environment')
    console.log(
      'JWT_SECRET comes from the environment and is not in the archive: keep it too (without it everyone signs in again).',
    );
  if (ledgerFile && path.dirname(ledgerFile) === config.DATA_DIR) {
    console.log(
      `The erasure ledger is inside the data folder (${path.basename(ledgerFile)}): if the folder is lost, erasures made after this backup are lost with it. Set ERASURE_LEDGER to a file on another disk (see the README).`,
    );
  }
  if (config.S3_BUCKET)
    console.log(
      `Uploads live in the S3 bucket ${config.S3_BUCKET}, not in this archive: keep the bucket versioned or replicated.`,
    );
});
