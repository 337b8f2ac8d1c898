import { useCallback, useState } from 'react';

const storageKey = (userId: string) => `ostoja.setupChecklist.folded.${userId}`;

function readFolded(userId: string): boolean {
  try {
    return localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this user folded 'Pierwsze kroki' away, remembered in this browser per user id
 * (localStorage: a view preference of one person, no secret and nothing the organisation needs
 * to keep; it is there at the first render, so the dashboard never jumps when it arrives).
 */
export function useFoldedChecklist(userId: string): [folded: boolean, setFolded: (folded: boolean) => void] {
  const [folded, setState] = useState(() => readFolded(userId));
  const setFolded = useCallback(
    (value: boolean) => {
      setState(value);
      try {
        if (value) localStorage.setItem(storageKey(userId), '1');
        else localStorage.removeItem(storageKey(userId));
      } catch {
        // private mode without storage: folded for this visit only
      }
    },
    [userId],
  );
  return [folded, setFolded];
}
