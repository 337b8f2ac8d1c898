/**
 * The reporter's inbox session in this tab (docs/security.md): the token the API client sends in
 * the `x-inbox-token` header, when it runs out, and the report key K as a non-extractable
 * CryptoKey. Memory only — never storage, never a cookie — so nothing outlives the tab, a reload
 * or the logout, and nothing is shared with the staff session's cookie.
 */
export interface InboxSessionState {
  token: string;
  /** When the token runs out, on this browser's clock (ms). */
  expiresAt: number;
  /** The report key K (null until it is unwrapped after login). */
  reportKey: CryptoKey | null;
}

type Listener = () => void;

let current: InboxSessionState | null = null;
const listeners = new Set<Listener>();
const unauthorizedListeners = new Set<Listener>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

export const getInboxSession = (): InboxSessionState | null => current;
export const getInboxToken = (): string | null => current?.token ?? null;

export function subscribeInboxSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A token from a login or 'Przedłuż': the countdown restarts from its lifetime. */
export function setInboxToken(token: string, expiresInSeconds: number, now = Date.now()): void {
  current = { token, expiresAt: now + expiresInSeconds * 1000, reportKey: current?.reportKey ?? null };
  notify();
}

export function setInboxReportKey(reportKey: CryptoKey): void {
  if (!current) return;
  current = { ...current, reportKey };
  notify();
}

/** Forgets the token and K (logout, expiry, a 401). */
export function clearInboxSession(): void {
  current = null;
  notify();
}

/** "The inbox token is no longer accepted": the API client reports a 401 from a reporter call here. */
export function onInboxUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function notifyInboxUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}
