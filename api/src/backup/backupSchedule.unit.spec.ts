import { describe, expect, it } from 'vitest';
import { archiveName, compareArchiveNames } from './backupManifest.ts';
import { nextBackupDelay } from './backupSchedule.ts';

const HOUR = 3_600_000;

describe('when the next scheduled backup is due', () => {
  const now = new Date('2025-07-01T12:00:00Z');
  it('at once when there is none yet, or the last one is overdue', () => {
    expect(nextBackupDelay(null, 6 * HOUR, now)).toBe(0);
    expect(nextBackupDelay(new Date('2025-07-01T05:00:00Z'), 6 * HOUR, now)).toBe(0);
  });
  it('the interval after the last one, never later than one interval from now', () => {
    expect(nextBackupDelay(new Date('2025-07-01T10:00:00Z'), 6 * HOUR, now)).toBe(4 * HOUR);
    // A last backup "in the future" (the clock was set back) does not postpone the next one further.
    expect(nextBackupDelay(new Date('2025-07-02T12:00:00Z'), 6 * HOUR, now)).toBe(6 * HOUR);
  });
});

describe('archive names', () => {
  it('tell their time and sort oldest first, a second archive of the same second after the first', () => {
    const at = new Date('2025-07-01T10:00:00.456Z');
    expect(archiveName(at, false)).toBe('aangan-backup-2025-07-01T10-00-00Z.tar.gz');
    expect(archiveName(at, true, 1)).toBe('aangan-backup-2025-07-01T10-00-00Z-2.tar.gz.enc');
    const names = [
      archiveName(new Date('2025-07-01T11:00:00Z'), false),
      archiveName(at, false, 1),
      archiveName(at, false),
      archiveName(at, false, 9),
    ];
    expect(names.sort(compareArchiveNames)).toEqual([
      'aangan-backup-2025-07-01T10-00-00Z.tar.gz',
      'aangan-backup-2025-07-01T10-00-00Z-2.tar.gz',
      'aangan-backup-2025-07-01T10-00-00Z-10.tar.gz',
      'aangan-backup-2025-07-01T11-00-00Z.tar.gz',
    ]);
  });
});
