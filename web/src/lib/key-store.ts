import type { UnlockedKeys } from '@shared/crypto/account.js';
import { staffSession } from '@shared/domain/session.js';
import { onUnauthorized } from './auth-events.js';

/**
 * The staff session's unlocked keys (docs/security.md): non-extractable `CryptoKey`s, kept in memory
 * and in IndexedDB for the session, so that a reload does not ask for the password again. A
 * non-extractable key survives the structured clone into IndexedDB but can never be read out
 * as bytes: script on this origin can use it, nobody can copy it elsewhere.
 *
 * One entry at a time, tagged with the user it belongs to: a session of another user (another
 * tab logged in) finds no keys for itself and the back-office stays locked. Erased at logout,
 * on any 401 from a back-office call (subscribed below) and when the session loader finds no
 * session. A stored entry older than the longest possible session (absolute expiry) is never
 * used again and is deleted, so keys do not outlive a session whose user simply closed the
 * browser. Without IndexedDB (blocked storage, tests) the keys live in memory only.
 */
interface Entry {
  userId: string;
  keys: UnlockedKeys;
}

interface StoredEntry extends Entry {
  /** Epoch ms when the keys were unlocked. */
  savedAt: number;
}

const DB_NAME = 'ostoja-keys';
const STORE = 'session';
const RECORD = 'current';

let current: Entry | null = null;
/** The user whose keys were erased in this tab (the session ended here), until new keys arrive. */
let endedFor: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function database(): Promise<IDBDatabase> | null {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) return null;
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

/** Runs one request in a transaction; resolves when the transaction completes. Never rejects. */
async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  try {
    const opening = database();
    if (!opening) return undefined;
    const db = await opening;
    try {
      return await new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = run(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB transaction failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('indexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  } catch {
    // Storage blocked or full: the keys stay in memory for this tab only.
    return undefined;
  }
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<StoredEntry>;
  return (
    typeof entry.userId === 'string' &&
    typeof entry.savedAt === 'number' &&
    typeof entry.keys === 'object' &&
    entry.keys !== null &&
    'userPrivateKey' in entry.keys
  );
}

const isFresh = (entry: StoredEntry, now: number) =>
  entry.savedAt <= now && now - entry.savedAt < staffSession.absoluteSeconds * 1000;

/** The keys held for a user in this tab, or null. Stable identity until they change (for React). */
export function getKeys(userId: string): UnlockedKeys | null {
  return current?.userId === userId ? current.keys : null;
}

/**
 * Like `getKeys`, but tells "never held here" (null) from "erased because the session ended in
 * this tab" ('ended'): the back-office, on its way to /login, must not call the latter locked.
 */
export function getKeysState(userId: string): UnlockedKeys | 'ended' | null {
  if (current?.userId === userId) return current.keys;
  return endedFor === userId ? 'ended' : null;
}

/** Keeps a user's unlocked keys in memory now and in IndexedDB (awaited). */
export async function saveKeys(userId: string, keys: UnlockedKeys): Promise<void> {
  current = { userId, keys };
  endedFor = null;
  emit();
  await withStore('readwrite', (store) =>
    store.put({ userId, keys, savedAt: Date.now() } satisfies StoredEntry, RECORD),
  );
}

/** After a reload: the user's keys from IndexedDB, if this browser holds them; else null. */
export async function restoreKeys(userId: string): Promise<UnlockedKeys | null> {
  const held = getKeys(userId);
  if (held) return held;
  const stored = await withStore('readonly', (store) => store.get(RECORD) as IDBRequest<unknown>);
  if (stored !== undefined && !(isStoredEntry(stored) && isFresh(stored, Date.now()))) {
    // Outlived any session (or unreadable): never used, and gone.
    await withStore('readwrite', (store) => store.delete(RECORD));
    return getKeys(userId);
  }
  if (isStoredEntry(stored) && stored.userId === userId && !getKeys(userId) && endedFor !== userId) {
    current = { userId: stored.userId, keys: stored.keys };
    emit();
  }
  return getKeys(userId);
}

/** Forgets the keys in memory at once and in IndexedDB (awaited). */
export async function clearKeys(): Promise<void> {
  if (current) {
    endedFor = current.userId;
    current = null;
    emit();
  }
  await withStore('readwrite', (store) => store.delete(RECORD));
}

/** A fresh tab: nothing held, nothing ended (tests start each case from here). */
export function resetKeyStore(): void {
  current = null;
  endedFor = null;
}

/** Subscribes to changes of the held keys; returns the unsubscribe function. */
export function subscribeKeys(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A lost session (401 from any back-office call) takes the keys with it.
onUnauthorized(() => {
  void clearKeys();
});
