import type { StaffPermission } from '../contracts/contract.js';

/** Staff user types (spec doc 1 §3). */
export const staffUserType = { administrator: 1, user: 2, auditor: 3 } as const;
export type StaffUserType = (typeof staffUserType)[keyof typeof staffUserType];

export const staffUserTypeLabel: Record<StaffUserType, string> = {
  1: 'Administrator',
  2: 'Użytkownik',
  3: 'Audytor',
};

/** Staff user status (spec doc 1 §3): 1 active, any other value inactive. */
export const staffUserStatus = { inactive: 0, active: 1 } as const;

/** Only an active user may log in, keep a session or reset a password. */
export const isActiveStaffUser = (user: Pick<StaffRights, 'status'>): boolean => user.status === staffUserStatus.active;

/** What the server knows of a staff user when deciding a permission. */
export interface StaffRights {
  type: StaffUserType;
  isMainAdmin: boolean;
  status: number;
  canArchivize: boolean;
  canReports: boolean;
  canExternalSend: boolean;
}

/**
 * Who reads the organisation's system log and its chain (doc 3 §1 "users with permission",
 * doc 1 §6 roles): administrators and auditors. A user (Użytkownik) reads only the log of a
 * report they may open (doc 2 §2 Signal page, "logs for this report").
 */
export const mayReadSystemLog = (user: Pick<StaffRights, 'type'>): boolean =>
  user.type === staffUserType.administrator || user.type === staffUserType.auditor;

/**
 * Who reads the statistics: administrators and auditors (an auditor's are those of the categories
 * assigned to them), as the system log; a user (Użytkownik) handles reports and does not.
 */
export const mayReadStatistics = (user: Pick<StaffRights, 'type'>): boolean =>
  user.type === staffUserType.administrator || user.type === staffUserType.auditor;

/** The one rule for every permission an endpoint can demand (deny unless stated). */
export function hasPermission(user: StaffRights, permission: StaffPermission): boolean {
  switch (permission) {
    case 'administrator':
      return user.type === staffUserType.administrator;
    case 'mainAdministrator':
      return user.type === staffUserType.administrator && user.isMainAdmin;
    case 'notAuditor':
      return user.type !== staffUserType.auditor;
    case 'canArchivize':
      return user.type !== staffUserType.auditor && user.canArchivize;
    case 'canReports':
      return user.canReports;
    case 'canExternalSend':
      return user.type !== staffUserType.auditor && user.canExternalSend;
    case 'systemLog':
      return mayReadSystemLog(user);
    case 'statistics':
      return mayReadStatistics(user);
    default:
      return false;
  }
}
