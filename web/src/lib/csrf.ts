/**
 * The staff session's CSRF token (docs/security.md §12.1): returned at login, sent back in the
 * `x-csrf-token` header on every state-changing back-office call, removed at logout.
 * Kept in localStorage as the spec says ("stored locally"), so that every tab of
 * the back-office, which shares the session cookie, also shares the token. It is not a
 * secret on its own: the session cookie is HttpOnly and SameSite=Strict.
 */
const STORAGE_KEY = 'ostoja_csrf_token';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage may be blocked (privacy settings); the app then works until a reload.
    return null;
  }
}

let memoryToken: string | null = null;

export function getCsrfToken(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? memoryToken;
}

export function setCsrfToken(token: string): void {
  memoryToken = token;
  storage()?.setItem(STORAGE_KEY, token);
}

export function clearCsrfToken(): void {
  memoryToken = null;
  storage()?.removeItem(STORAGE_KEY);
}
