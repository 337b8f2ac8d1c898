import type { StaffUserFormInput, StaffUserRow } from '@shared/contracts/users/schemas.js';
import { ZStaffUserInput } from '@shared/contracts/users/schemas.js';
import { isValidStaffPhone, staffUserStatus, staffUserType, type StaffUserType } from '@shared/domain/staff-user.js';

/**
 * The form 'Dodawanie użytkownika' / 'Edycja użytkownika' (docs/features.md, "Limits and rules") as the screen holds
 * it: the type as the radio value, the status as the 'Aktywny' checkbox, the phone as typed.
 */
export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  type: `${StaffUserType}`;
  active: boolean;
  canArchivize: boolean;
  canReports: boolean;
  canExternalSend: boolean;
  smsAuthorization: boolean;
}

/** A new user: Użytkownik, active, no rights beyond reading their categories. */
export const newUserValues = (): UserFormValues => ({
  name: '',
  email: '',
  phone: '',
  type: String(staffUserType.user) as UserFormValues['type'],
  active: true,
  canArchivize: false,
  canReports: false,
  canExternalSend: false,
  smsAuthorization: false,
});

export const rowToValues = (row: StaffUserRow): UserFormValues => ({
  name: row.name,
  email: row.email,
  phone: row.phone ?? '',
  type: String(row.type) as UserFormValues['type'],
  active: row.status === staffUserStatus.active,
  canArchivize: row.canArchivize,
  canReports: row.canReports,
  canExternalSend: row.canExternalSend,
  smsAuthorization: row.smsAuthorization,
});

export const isAdministratorType = (values: Pick<UserFormValues, 'type'>): boolean =>
  Number(values.type) === staffUserType.administrator;
export const isAuditorType = (values: Pick<UserFormValues, 'type'>): boolean =>
  Number(values.type) === staffUserType.auditor;

/** What the form sends: the contract's body (an administrator always active, an auditor never forwarding). */
export const toUserInput = (values: UserFormValues): StaffUserFormInput => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  type: Number(values.type) as StaffUserType,
  status: values.active || isAdministratorType(values) ? staffUserStatus.active : staffUserStatus.inactive,
  canArchivize: values.canArchivize,
  canReports: values.canReports,
  canExternalSend: values.canExternalSend && !isAuditorType(values),
  smsAuthorization: values.smsAuthorization,
});

type TextField = 'name' | 'email' | 'phone';

/** The field's message from the contract's own rule (the handler's), or null. */
export function fieldError(field: TextField, values: UserFormValues): string | null {
  const parsed = ZStaffUserInput.shape[field].safeParse(values[field]);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Mantine's `validate`: the messages for name, e-mail and phone. */
export const validateUserForm = (values: UserFormValues): Record<TextField, string | null> => ({
  name: fieldError('name', values),
  email: fieldError('email', values),
  phone: fieldError('phone', values),
});

/** Doc 1 §5: submit is disabled while the name is empty or over 50, or the e-mail empty or invalid. */
export const maySubmit = (values: UserFormValues): boolean =>
  fieldError('name', values) === null && fieldError('email', values) === null;

/** SMS two-step login can be switched on only with a valid 9-digit phone. */
export const smsPhoneReady = (values: Pick<UserFormValues, 'phone'>): boolean => isValidStaffPhone(values.phone.trim());
