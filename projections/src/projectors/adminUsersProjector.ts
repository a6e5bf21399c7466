import type { AdminUserDoc, AdminUserEvent } from '@aangan/contracts';
import type { Projector } from '../runner/Projector.ts';

export const adminUsersProjector: Projector<AdminUserDoc> = {
  name: 'admin_users',
  collection: 'admin_users',
  handles: ['AdminUserCreated'],
  indexes: [{ keys: { email: 1 }, unique: true }],
  documentId: (event) => (event.stream.startsWith('adminUser-') ? event.stream.slice('adminUser-'.length) : null),
  evolve(_doc, recorded) {
    const event = { type: recorded.type, data: recorded.data } as AdminUserEvent;
    switch (event.type) {
      case 'AdminUserCreated':
        return {
          _id: event.data.userId,
          email: event.data.email,
          name: event.data.name,
          role: event.data.role,
          passwordHash: event.data.passwordHash,
          createdAt: String(recorded.metadata['at'] ?? recorded.recordedAt),
        };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },
};
