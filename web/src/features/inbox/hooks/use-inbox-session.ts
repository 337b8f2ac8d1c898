import { useSyncExternalStore } from 'react';
import { getInboxSession, subscribeInboxSession, type InboxSessionState } from '@/lib/inbox-session.js';

/** The reporter's session in this tab (token, its end, K); null when logged out. */
export const useInboxSession = (): InboxSessionState | null =>
  useSyncExternalStore(subscribeInboxSession, getInboxSession);
