import { describe, expect, it } from 'vitest';
import type { AuditEntryDoc } from '@aangan/contracts';
import type { RecordedEvent } from '../../eventStore/EventStore.ts';
import { projectAll } from '../../runner/Projector.ts';
import { createAuditProjector } from './auditProjector.ts';

let position = 0;
function securityEvent(type: string, data: unknown, actor = { id: 'anonymous', role: 'system' }): RecordedEvent {
  position += 1;
  return {
    id: `security-event-${position}`,
    type,
    stream: 'security-2026-03-01',
    revision: position - 1,
    position,
    data,
    metadata: {
      actor,
      at: '2026-03-01T10:00:00.000Z',
      correlationId: 'c',
      causationId: `r${position}`,
      schemaVersion: 1,
      clientIpHash: 'a1b2c3d4e5f60718',
    },
    recordedAt: '2026-03-01T10:00:00.000Z',
  };
}

const fold = async (events: RecordedEvent[]) =>
  projectAll(createAuditProjector({ eventStore: { readStream: async () => [] } }), events);

describe('sign-ins in the audit log', () => {
  it('a failed sign-in recorded before accounts were named folds to the entry it always did', async () => {
    const old = securityEvent('SignInFailed', { userId: 'u1', reason: 'password' });
    const docs = await fold([old]);
    expect(docs.get(old.id)).toEqual({
      _id: old.id,
      _position: old.position,
      position: old.position,
      at: '2026-03-01T10:00:00.000Z',
      type: 'SignInFailed',
      entityType: 'security',
      entityId: 'u1',
      entityLabel: 'Sign-in',
      stream: 'security-2026-03-01',
      revision: old.revision,
      actorId: 'anonymous',
      actorRole: 'system',
      correlationId: 'c',
      causationId: String(old.metadata['causationId']),
      summary: 'Sign-in refused (password)',
      changes: [],
      details: { userId: 'u1', reason: 'password' },
      restoredRevision: null,
    } satisfies AuditEntryDoc);
  });

  it('names the account targeted (masked as recorded) and the address (hashed), for failures and successes', async () => {
    const failed = securityEvent('SignInFailed', {
      userId: null,
      reason: 'unknown-account',
      account: 'g***@aangan.test',
    });
    const succeeded = securityEvent(
      'SignInSucceeded',
      { userId: 'u2', account: 'w***@aangan.test', authenticator: true, knownDevice: false },
      { id: 'u2', role: 'auditor' },
    );
    const docs = await fold([failed, succeeded]);
    expect(docs.get(failed.id)).toMatchObject({
      entityId: 'anonymous',
      entityLabel: 'g***@aangan.test',
      summary: 'Sign-in refused (unknown-account)',
      details: { userId: null, reason: 'unknown-account', account: 'g***@aangan.test', address: 'a1b2c3d4e5f60718' },
    });
    expect(docs.get(succeeded.id)).toMatchObject({
      entityId: 'u2',
      entityLabel: 'w***@aangan.test',
      actorId: 'u2',
      summary: 'Signed in with password and authenticator code, from a new device',
      details: {
        userId: 'u2',
        account: 'w***@aangan.test',
        authenticator: true,
        knownDevice: false,
        address: 'a1b2c3d4e5f60718',
      },
    });
  });

  it('folding the same events twice gives the same entries', async () => {
    const events = [
      securityEvent('SignInFailed', { userId: 'u3', reason: 'password', account: 'k***@aangan.test' }),
      securityEvent(
        'SignInSucceeded',
        { userId: 'u3', account: 'k***@aangan.test', authenticator: false, knownDevice: true },
        { id: 'u3', role: 'admin' },
      ),
    ];
    expect(await fold([...events, ...events])).toEqual(await fold(events));
  });
});
