import type { AuthProvider } from 'react-admin';
import { isStoredAuth, type AuthStorage } from './authStorage.ts';

interface LoginParams {
  email?: string;
  password?: string;
}

const problemMessage = async (response: Response): Promise<string | undefined> => {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall back to a generic message below.
  }
  return undefined;
};

/** Seconds since the epoch at which the JWT expires, when it says so. */
const tokenExpiry = (token: string): number | undefined => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
};

const isExpired = (token: string, now: number): boolean => {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry * 1000 <= now;
};

/** Signs in against `POST {apiUrl}/admin/login`; the server stays the judge of every token. */
export const createAuthProvider = (storage: AuthStorage, apiUrl = '/api/v1'): AuthProvider => ({
  async login({ email, password }: LoginParams) {
    const response = await fetch(`${apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) {
      const fallback = response.status === 401 ? 'Invalid email or password' : 'Sign-in failed, please try again';
      throw new Error((await problemMessage(response)) ?? fallback);
    }
    const auth: unknown = await response.json();
    if (!isStoredAuth(auth)) throw new Error('Sign-in failed, please try again');
    storage.save(auth);
  },

  async logout() {
    storage.clear();
  },

  async checkAuth() {
    const auth = storage.read();
    if (!auth || isExpired(auth.token, Date.now())) {
      storage.clear();
      throw new Error('Please sign in');
    }
  },

  // 403 keeps the session (the admin lacks a role, the token is fine); 401 means the token is dead.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      storage.clear();
      throw new Error('Your session has ended, please sign in again');
    }
  },

  async getIdentity() {
    const auth = storage.read();
    if (!auth) throw new Error('Please sign in');
    return { id: auth.user.id, fullName: auth.user.name, email: auth.user.email };
  },

  async getPermissions() {
    return storage.read()?.user.role;
  },
});
