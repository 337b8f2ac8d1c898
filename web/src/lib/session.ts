import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Session } from '@shared/contracts/auth/get-session.js';
import type { UnlockedKeys } from '@shared/crypto/account.js';
import { clearCsrfToken } from './csrf.js';
import { clearKeys, getKeysState, restoreKeys, subscribeKeys } from './key-store.js';

/**
 * The logged-in staff user, their organisation, licence flags and wrapped keys, exactly as
 * `GET /api/auth/session` gives them. `customerAlias` is the
 * organisation's public form alias (the 'Formularz' menu entry).
 */
export type StaffSession = Session;

const SessionContext = createContext<StaffSession | null>(null);

/** The back-office layout provides the session its loader fetched; tests may provide one too. */
export const SessionProvider = SessionContext.Provider;

/** The current staff session, or null outside the back-office (nobody logged in). */
export function useSession(): StaffSession | null {
  return useContext(SessionContext);
}

/** Like `useSession`, for screens that only render inside the back-office layout. */
export function useRequiredSession(): StaffSession {
  const session = useSession();
  if (!session) throw new Error('useRequiredSession outside the back-office layout');
  return session;
}

export type SessionKeysState =
  /** Still reading IndexedDB after a reload. */
  | { status: 'loading'; keys: null }
  /** Erased because the session ended in this tab (logout, password change, 401): leaving. */
  | { status: 'ended'; keys: null }
  /** `keys` null: this tab holds no unlocked keys for the user (content stays locked). */
  | { status: 'ready'; keys: UnlockedKeys | null };

/**
 * The unlocked keys of the session's user in this tab: from memory, else (after a reload) from
 * IndexedDB. Re-renders when they change (login, recovery, logout, a 401).
 */
export function useSessionKeys(userId: string): SessionKeysState {
  const held = useSyncExternalStore(subscribeKeys, () => getKeysState(userId));
  const [checkedFor, setCheckedFor] = useState<string | null>(() => (held ? userId : null));
  useEffect(() => {
    if (checkedFor === userId) return;
    let live = true;
    void restoreKeys(userId).finally(() => {
      if (live) setCheckedFor(userId);
    });
    return () => {
      live = false;
    };
  }, [userId, checkedFor]);
  if (held === 'ended') return { status: 'ended', keys: null };
  if (held) return { status: 'ready', keys: held };
  return checkedFor === userId ? { status: 'ready', keys: null } : { status: 'loading', keys: null };
}

/** Forgets everything this browser holds of the session: the CSRF token and the unlocked keys. */
export async function endLocalSession(): Promise<void> {
  clearCsrfToken();
  await clearKeys();
}
