import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'aangan-cli-'));
const cli = (name: string) => path.join(import.meta.dirname, '..', 'cli', `${name}.ts`);
let live: TestApp;

beforeAll(async () => {
  live = await startTestApp();
  await live.request('POST', '/api/v1/project/post-project', {
    token: live.adminToken,
    body: validProjectFields({ projectTitle: 'Prakriti Greens' }),
  });
});
afterAll(async () => {
  await live.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs a command line as an operator would, with `input` on standard input. */
function run(
  name: string,
  args: string[],
  input = '',
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli(name), ...args], {
    env: { ...process.env, DATA_DIR: live.dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run backup and npm run restore', () => {
  it('back up the running site with a passphrase and restore it into a fresh folder, saying what they did', async () => {
    const out = path.join(scratch, 'backups');
    const backup = await run('backup', ['--out', out, '--passphrase-stdin'], 'a passphrase for the backups\n');
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const archive = path.join(out, readdirSync(out)[0]);
    expect(backup.stdout).toContain(`Backup written: ${archive}`);
    expect(backup.stdout).toContain('Without it nobody, you included, can restore this archive');
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    // A fresh folder holds no erasure ledger: the restore asks for the one kept elsewhere.
    const refused = await run(
      'restore',
      [archive, '--data-dir', path.join(scratch, 'fresh'), '--passphrase-stdin'],
      'a passphrase for the backups\n',
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/There is no erasure ledger at .*fresh.*Point ERASURE_LEDGER at your copy/);
    const ledger = { ERASURE_LEDGER: path.join(live.dataDir, 'erasure-ledger.jsonl') };
    const restored = await run(
      'restore',
      [archive, '--data-dir', path.join(scratch, 'fresh'), '--passphrase-stdin'],
      'a passphrase for the backups\n',
      ledger,
    );
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored aangan-backup-.*\.tar\.gz\.enc .* into .*fresh:$/m);
    expect(restored.stdout).toContain(`Start the site with: DATA_DIR=${path.join(scratch, 'fresh')} npm start`);
    expect(readdirSync(path.join(scratch, 'fresh')).sort()).toEqual(
      expect.arrayContaining(['data-key', 'events.sqlite', 'jwt-secret', 'personal-keys.sqlite']),
    );
  }, 60_000);
});
