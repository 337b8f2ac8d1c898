import type { StaffPermission } from '../contracts/contract.js';
import { PHONE_DIGITS } from './phone.js';

/** Staff user types. */
export const staffUserType = { administrator: 1, user: 2, auditor: 3 } as const;
export type StaffUserType = (typeof staffUserType)[keyof typeof staffUserType];

export const staffUserTypeLabel: Record<StaffUserType, string> = {
  1: 'Administrator',
  2: 'Użytkownik',
  3: 'Audytor',
};

/** Staff user status: 1 active, any other value inactive. */
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
 * Who reads the organisation's system log and its chain (docs/features.md, "Who may
 * do what"): administrators and auditors. A user (Użytkownik) reads only the log of a report they
 * may open (the report page's "Logi").
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

/** Limits of the staff user form (docs/features.md, "Limits and rules"). */
export const staffUserLimits = {
  nameMax: 50,
  phoneDigits: PHONE_DIGITS,
  /** Days an e-mailed invitation stays valid (ours: the spec is silent; registration's is 48 hours). */
  invitationDays: 7,
} as const;

/** What is wrong with a typed phone number (optional, exactly 9 digits), or null. */
export function phoneProblem(phone: string): 'tooLong' | 'tooShort' | 'notDigits' | null {
  if (phone === '') return null;
  if (!/^\d+$/.test(phone)) return 'notDigits';
  if (phone.length > staffUserLimits.phoneDigits) return 'tooLong';
  if (phone.length < staffUserLimits.phoneDigits) return 'tooShort';
  return null;
}

/** A phone number an SMS code can be sent to: exactly 9 digits. */
export const isValidStaffPhone = (phone: string | null): phone is string =>
  phone !== null && phone !== '' && phoneProblem(phone) === null;

/**
 * Where a staff user stands with the organisation key (docs/security.md): invited (no password, no key
 * pair yet), pending (key pair made at activation, waiting for an administrator's grant), granted.
 */
export type StaffKeyAccess = 'invited' | 'pending' | 'granted';

/** The rules of one staff user's rights that both the form and the server apply. */
export interface StaffUserRules {
  type: StaffUserType;
  status: number;
  phone: string | null;
  smsAuthorization: boolean;
}

/**
 * Why a user's rights cannot be saved as given, or null: SMS two-step login needs a valid phone
 * and a package that includes it (docs/features.md, "Who may do what"); an administrator is always active (the status
 * checkbox is disabled for an administrator).
 */
export function staffUserRuleBroken(
  user: StaffUserRules,
  packageAllowsSms: boolean,
): 'smsNeedsPhone' | 'smsNotInPackage' | 'administratorInactive' | null {
  if (user.smsAuthorization && !packageAllowsSms) return 'smsNotInPackage';
  if (user.smsAuthorization && !isValidStaffPhone(user.phone)) return 'smsNeedsPhone';
  if (user.type === staffUserType.administrator && !isActiveStaffUser(user)) return 'administratorInactive';
  return null;
}
