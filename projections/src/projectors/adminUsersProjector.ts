import type { AdminUserDoc, AdminUserEvent } from '@aangan/contracts';
import type { Projector } from '../runner/Projector.ts';

export const adminUsersProjector: Projector<AdminUserDoc> = {
  name: 'admin_users',
  collection: 'admin_users',
  handles: ['AdminUserCreated', 'AdminSessionEnded'],
  indexes: [{ keys: { email: 1 }, unique: true }],
  documentId: (event) => (event.stream.startsWith('adminUser-') ? event.stream.slice('adminUser-'.length) : null),
  evolve(doc, recorded) {
    const event = { type: recorded.type, data: recorded.data } as AdminUserEvent;
    switch (event.type) {
      case 'AdminUserCreated':
        return {
          _id: event.data.userId,
          email: event.data.email,
          name: event.data.name,
          role: event.data.role,
          passwordHash: event.data.passwordHash,
          endedSessions: {},
          createdAt: String(recorded.metadata['at'] ?? recorded.recordedAt),
        };
      case 'AdminSessionEnded': {
        if (!doc) return null;
        // Entries whose token has expired by now can go: the token is refused for its expiry anyway.
        const now = String(recorded.metadata['at'] ?? recorded.recordedAt);
        const kept = Object.entries(doc.endedSessions ?? {}).filter(([, expiresAt]) => expiresAt > now);
        return { ...doc, endedSessions: Object.fromEntries([...kept, [event.data.tokenId, event.data.expiresAt]]) };
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
