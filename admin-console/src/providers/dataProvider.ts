import { HttpError, fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { Role } from '@aangan/contracts';
import type { UserRecord } from '../users/userRecord.ts';
import { fieldErrorsFromProblem } from './apiError.ts';
import type { AuthStorage } from './authStorage.ts';

export interface AuthenticatorSetup {
  secret: string;
  /** otpauth://totp/... for the QR code. */
  otpauthUri: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * ra-data-simple-rest over the admin API (resource `projects` is `/admin/projects`, `users` is
 * `/admin/users`), plus the calls that are not CRUD: the signed-in user's own account and the
 * All Users actions. Call them through `useDataProvider<AdminDataProvider>()`, so a dead session
 * (401) signs out as for any other request.
 */
export interface AdminDataProvider extends DataProvider {
  getProfile(): Promise<UserRecord>;
  changePassword(change: PasswordChange): Promise<{ message: string }>;
  startAuthenticatorSetup(): Promise<AuthenticatorSetup>;
  confirmAuthenticatorSetup(code: string): Promise<{ message: string }>;
  changeUserRole(id: string, role: Role): Promise<UserRecord>;
  setUserEnabled(id: string, enabled: boolean): Promise<UserRecord>;
  resetUserAuthenticator(id: string): Promise<UserRecord>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const messageOf = (body: unknown, fallback: string): string => (isRecord(body) && typeof body.message === 'string' ? body.message : fallback);

/** Every request carries the signed-in admin's token. */
export const createDataProvider = (storage: AuthStorage, apiUrl = '/api/v1/admin'): AdminDataProvider => {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const token = storage.read()?.token;
    try {
      return await fetchUtils.fetchJson(url, {
        ...options,
        user: token ? { authenticated: true, token: `Bearer ${token}` } : { authenticated: false },
      });
    } catch (error) {
      // problem+json lists field errors as [{ path, message }]; react-admin's forms want them keyed
      // by field in `body.errors` to show each under its input.
      if (error instanceof HttpError && isRecord(error.body) && Array.isArray(error.body.errors)) {
        throw new HttpError(error.message, error.status, { ...error.body, errors: fieldErrorsFromProblem(error.body.errors) });
      }
      throw error;
    }
  };
  const post = (path: string, body?: unknown) =>
    httpClient(`${apiUrl}${path}`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

  return {
    ...simpleRestProvider(apiUrl, httpClient),

    async getProfile() {
      const { json } = await httpClient(`${apiUrl}/get-profile`);
      return (json as { result: UserRecord }).result;
    },
    async changePassword(change) {
      const { json } = await post('/change-password', change);
      return { message: messageOf(json, 'Password changed successfully') };
    },
    async startAuthenticatorSetup() {
      const { json } = await post('/totp/enroll');
      return (json as { result: AuthenticatorSetup }).result;
    },
    async confirmAuthenticatorSetup(code) {
      const { json } = await post('/totp/confirm', { code });
      return { message: messageOf(json, 'Authenticator enabled') };
    },
    async changeUserRole(id, role) {
      const { json } = await httpClient(`${apiUrl}${userPath(id)}/role`, { method: 'PUT', body: JSON.stringify({ role }) });
      return json as UserRecord;
    },
    async setUserEnabled(id, enabled) {
      const { json } = await post(`${userPath(id)}/${enabled ? 'enable' : 'disable'}`);
      return json as UserRecord;
    },
    async resetUserAuthenticator(id) {
      const { json } = await post(`${userPath(id)}/totp-reset`);
      return json as UserRecord;
    },
  };
};
