import { isRecord } from '@aangan/contracts/browser';

/** The signed-in admin, kept in localStorage under 'auth' as `{ token, user }`. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

export interface StoredAuth {
  token: string;
  user: AdminUser;
}

const AUTH_KEY = 'auth';

export const isStoredAuth = (value: unknown): value is StoredAuth =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  value.token !== '' &&
  isRecord(value.user) &&
  typeof value.user.id === 'string' &&
  typeof value.user.email === 'string' &&
  typeof value.user.name === 'string' &&
  typeof value.user.role === 'string';

export interface AuthStorage {
  read(): StoredAuth | null;
  save(auth: StoredAuth): void;
  clear(): void;
}

export const createAuthStorage = (storage: Storage): AuthStorage => ({
  read() {
    const raw = storage.getItem(AUTH_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isStoredAuth(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  save(auth) {
    storage.setItem(AUTH_KEY, JSON.stringify({ token: auth.token, user: auth.user }));
  },
  clear() {
    storage.removeItem(AUTH_KEY);
  },
});
