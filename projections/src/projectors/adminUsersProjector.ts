import { ADMIN_USER_EVENT_TYPES, type AdminUserDoc, type AdminUserEvent } from '@aangan/contracts';
import { eventTime } from '../eventStore/EventStore.ts';
import type { ProductProjector } from './recorded.ts';

type Body = Omit<AdminUserDoc, '_position'>;

/** Admin accounts: role, status, password hash and which sessions no longer count. */
export const adminUsersProjector: ProductProjector<AdminUserDoc, AdminUserEvent> = {
  name: 'admin_users',
  collection: 'admin_users',
  handles: ADMIN_USER_EVENT_TYPES,
  indexes: [{ keys: { email: 1 }, unique: true }, { keys: { name: 1 } }, { keys: { createdAt: -1, _id: 1 } }],
  documentId: (event) => (event.stream.startsWith('adminUser-') ? event.stream.slice('adminUser-'.length) : null),
  evolve(doc, event) {
    const at = eventTime(event);
    if (event.type === 'AdminUserCreated') {
      return {
        _id: event.data.userId,
        email: event.data.email,
        name: event.data.name,
        role: event.data.role,
        passwordHash: event.data.passwordHash,
        status: 'active',
        sessionsValidFrom: null,
        endedSessions: {},
        totpSecret: null,
        pendingTotpSecret: null,
        totpLastStep: 0,
        totpFailures: 0,
        totpLockedUntil: null,
        passwordReset: null,
        revision: event.revision,
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!doc) return null;
    const change = (fields: Partial<Body>): Body => ({ ...doc, ...fields, revision: event.revision, updatedAt: at });
    switch (event.type) {
      case 'AdminRoleChanged':
        return change({ role: event.data.role, sessionsValidFrom: at });
      case 'AdminUserDisabled':
        return change({ status: 'disabled', sessionsValidFrom: at });
      case 'AdminUserEnabled':
        return change({ status: 'active' });
      case 'AdminPasswordChanged':
        return change({ passwordHash: event.data.passwordHash, sessionsValidFrom: at });
      case 'AuthenticatorSecretIssued':
        return change({ pendingTotpSecret: event.data.secret });
      case 'AuthenticatorEnrolled':
        return change({
          totpSecret: doc.pendingTotpSecret,
          pendingTotpSecret: null,
          totpLastStep: event.data.timeStep,
          totpFailures: 0,
        });
      case 'AuthenticatorCodeUsed':
        return change({ totpLastStep: Math.max(doc.totpLastStep ?? 0, event.data.timeStep), totpFailures: 0 });
      case 'AuthenticatorReset':
        return change({
          totpSecret: null,
          pendingTotpSecret: null,
          totpLastStep: 0,
          totpFailures: 0,
          totpLockedUntil: null,
        });
      case 'AuthenticatorCodeFailed':
        return change({ totpFailures: (doc.totpFailures ?? 0) + 1 });
      case 'AuthenticatorLocked':
        return change({ totpFailures: 0, totpLockedUntil: event.data.until });
      case 'AuthenticatorUnlocked':
        return change({ totpFailures: 0, totpLockedUntil: null });
      case 'PasswordResetCancelled':
        return doc.passwordReset?.requestId === event.data.requestId ? change({ passwordReset: null }) : doc;
      case 'PasswordResetRequested':
        return change({
          passwordReset: {
            requestId: event.data.requestId,
            codeHash: event.data.codeHash,
            expiresAt: event.data.expiresAt,
            attempts: 0,
            verified: false,
          },
        });
      case 'PasswordResetCodeRejected':
        return doc.passwordReset?.requestId === event.data.requestId
          ? change({ passwordReset: { ...doc.passwordReset, attempts: doc.passwordReset.attempts + 1 } })
          : doc;
      case 'PasswordResetCodeVerified':
        return doc.passwordReset?.requestId === event.data.requestId
          ? change({ passwordReset: { ...doc.passwordReset, verified: true } })
          : doc;
      case 'PasswordResetCompleted':
        return change({ passwordHash: event.data.passwordHash, passwordReset: null, sessionsValidFrom: at });
      case 'AdminSessionEnded': {
        // Entries whose token has expired by now can go: the token is refused for its expiry anyway.
        const kept = Object.entries(doc.endedSessions ?? {}).filter(([, expiresAt]) => expiresAt > at);
        return change({ endedSessions: Object.fromEntries([...kept, [event.data.tokenId, event.data.expiresAt]]) });
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
