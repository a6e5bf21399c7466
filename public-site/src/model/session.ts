/**
 * The signed-in session as spec §4 keeps it: a token in local storage (`auth`) or a cookie named
 * `token`; the profile then says the user type. Read only in the browser, after hydration.
 */
const AUTH_KEY = 'auth';
const PROFILE_PATH = '/api/v1/user/get-profile';

/** The user type that sees the reduced "presentation mode" navbar (spec §6). */
export const PRESENTATION_USER_TYPE = 'sales';

export const storedToken = (): string | null => {
  try {
    const stored = localStorage.getItem(AUTH_KEY);
    const token = stored ? (JSON.parse(stored) as { token?: unknown }).token : undefined;
    if (typeof token === 'string' && token) return token;
  } catch {
    // Storage blocked or a malformed entry: fall back to the cookie.
  }
  return document.cookie.match(/(?:^|;\s*)token=([^;]+)/)?.[1] ?? null;
};

export const storeToken = (token: string): void => localStorage.setItem(AUTH_KEY, JSON.stringify({ token }));

export const forgetToken = (): void => {
  localStorage.removeItem(AUTH_KEY);
  document.cookie = 'token=; Max-Age=0; Path=/';
};

/** The signed-in user's type, or null (no session, or one that has ended). */
export const sessionUserType = async (): Promise<string | null> => {
  const token = storedToken();
  if (!token) return null;
  const response = await fetch(PROFILE_PATH, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  const body = (await response.json()) as { userResult?: { userType?: unknown } };
  return typeof body.userResult?.userType === 'string' ? body.userResult.userType : null;
};
