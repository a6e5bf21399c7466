import { isRecord } from '@aangan/contracts/browser';
import { useAuthProvider, type AuthProvider } from 'react-admin';
import { ApiError, messageOf, postJson } from './apiError.ts';
import { isStoredAuth, type AuthStorage } from './authStorage.ts';

/**
 * The password step (with the authenticator code too when the account is under attack and this
 * browser is new to it), or the code step with the challenge the password step answered.
 */
export type LoginParams = { email: string; password: string; totpCode?: string } | { challenge: string; code: string };

/**
 * Thrown by `login()` when the password was right and the account has an authenticator: the
 * sign-in page asks for a code and calls `login({ challenge, code })`. react-admin's useLogin
 * passes the rejection through untouched and, having rejected, redirects nowhere.
 */
export class AuthenticatorCodeRequired extends Error {
  override name = 'AuthenticatorCodeRequired';

  constructor(readonly challenge: string) {
    super('Enter the code from your authenticator app');
  }
}

export interface ResetCodeSent {
  message: string;
  requestId: string;
}

export interface ResetCodeVerified {
  message: string;
  resetToken: string;
  /** The account has an authenticator: the new password also needs a code from it. */
  authenticatorRequired: boolean;
}

export interface PasswordResetInput {
  resetToken: string;
  newPassword: string;
  confirmPassword: string;
  totpCode?: string;
}

/** react-admin's auth provider plus the forgotten-password calls, which need no session. */
export interface AdminAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<void>;
  sendResetCode(email: string): Promise<ResetCodeSent>;
  verifyResetCode(requestId: string, otp: string): Promise<ResetCodeVerified>;
  resetPassword(input: PasswordResetInput): Promise<{ message: string }>;
}

/** The auth provider given to <Admin>, with its own methods typed. */
export const useAdminAuthProvider = (): AdminAuthProvider => {
  const provider = useAuthProvider<AdminAuthProvider>();
  if (!provider) throw new Error('The admin console needs its auth provider');
  return provider;
};

/** Seconds since the epoch at which the JWT expires, when it says so. */
const tokenExpiry = (token: string): number | undefined => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number'
      ? claims.exp
      : undefined;
  } catch {
    return undefined;
  }
};

const isExpired = (token: string, now: number): boolean => {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry * 1000 <= now;
};

const SIGN_IN_FAILED = 'Sign-in failed, please try again';

/**
 * Signs in against `POST {apiUrl}/admin/login` (then `/admin/login/totp` when the account has an
 * authenticator) and runs the forgotten-password steps; the server stays the judge of every token.
 * The only module that talks to these endpoints.
 */
export const createAuthProvider = (storage: AuthStorage, apiUrl = '/api/v1'): AdminAuthProvider => ({
  async login(params: LoginParams) {
    if ('challenge' in params) {
      const auth = await postJson(
        `${apiUrl}/admin/login/totp`,
        { challenge: params.challenge, code: params.code },
        { fallback: SIGN_IN_FAILED },
      );
      if (!isStoredAuth(auth)) throw new ApiError(SIGN_IN_FAILED, 200);
      storage.save(auth);
      return;
    }
    const answer = await postJson(
      `${apiUrl}/admin/login`,
      { email: params.email, password: params.password, ...(params.totpCode ? { totpCode: params.totpCode } : {}) },
      { fallback: SIGN_IN_FAILED },
    );
    if (isRecord(answer) && answer.totpRequired === true) {
      if (typeof answer.challenge !== 'string' || answer.challenge === '') throw new ApiError(SIGN_IN_FAILED, 200);
      throw new AuthenticatorCodeRequired(answer.challenge);
    }
    if (!isStoredAuth(answer)) throw new ApiError(SIGN_IN_FAILED, 200);
    storage.save(answer);
  },

  /** Ends the session on the server too (best effort: a dead or unreachable session still signs out here). */
  async logout() {
    const token = storage.read()?.token;
    storage.clear();
    if (!token || isExpired(token, Date.now())) return;
    try {
      await fetch(`${apiUrl}/admin/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(3000),
      });
    } catch {
      // The token is gone from this browser either way and expires on its own.
    }
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

  async sendResetCode(email) {
    const answer = await postJson(
      `${apiUrl}/admin/send-forgetOTP`,
      { email },
      { fallback: 'The OTP could not be sent, please try again' },
    );
    if (!isRecord(answer) || typeof answer.requestId !== 'string')
      throw new ApiError('The OTP could not be sent, please try again', 200);
    return { message: messageOf(answer, 'OTP sent successfully'), requestId: answer.requestId };
  },

  async verifyResetCode(requestId, otp) {
    const answer = await postJson(
      `${apiUrl}/admin/verify-forgetOTP`,
      { requestId, otp },
      { fallback: 'The OTP could not be checked, please try again' },
    );
    if (!isRecord(answer) || typeof answer.resetToken !== 'string')
      throw new ApiError('The OTP could not be checked, please try again', 200);
    return {
      message: messageOf(answer, 'OTP Verified'),
      resetToken: answer.resetToken,
      authenticatorRequired: answer.authenticatorRequired === true,
    };
  },

  async resetPassword({ resetToken, newPassword, confirmPassword, totpCode }) {
    const body = { resetToken, newPassword, confirmPassword, ...(totpCode ? { totpCode } : {}) };
    const answer = await postJson(`${apiUrl}/admin/reset-password`, body, {
      fallback: 'The password could not be changed, please try again',
    });
    return { message: messageOf(answer, 'Password changed successfully') };
  },
});
