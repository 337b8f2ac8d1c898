import { createContext, useContext } from 'react';
import type { StaffUserType } from '../../../../shared/domain/staff-user.js';

/** The logged-in staff user and their organisation, as the session call will give them (doc 3 §3). */
export interface StaffSession {
  id: string;
  name: string;
  type: StaffUserType;
  customerIsActive: boolean;
  customerInternalSales: boolean;
  /** The organisation's public form alias, when it has one (for the 'Formularz' menu entry). */
  formAlias?: string;
}

const SessionContext = createContext<StaffSession | null>(null);

/** Tests (and, with the staff-accounts issue, the session loader) provide the session here. */
export const SessionProvider = SessionContext.Provider;

/**
 * The current staff session, or null when nobody is logged in. Nothing provides one yet: the
 * session call (`GET /api/auth/session` or similar) arrives with the staff-accounts issue, so
 * today it is always null and the back-office layout sends everyone to /login.
 */
export function useSession(): StaffSession | null {
  return useContext(SessionContext);
}
