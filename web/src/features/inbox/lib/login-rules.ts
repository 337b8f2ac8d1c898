import { inboxLimits } from '@shared/domain/inbox.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { digitsOnly } from '@/lib/digits.js';

/*
 * The inbox logins' rules as plain checks: the login screens are the reporter's first load, where
 * a schema library would cost more than the screens themselves (docs/figures.md "Budgets"). Each returns the
 * message to show, or null.
 */

export interface InboxLoginForm {
  identifier: string;
  password: string;
}

export interface InboxPhoneLoginForm {
  identifier: string;
  phone: string;
}

/** /inboxlogin and /inboxphonelogin: the identifier is required. */
const checkIdentifier = (identifier: string): string | null =>
  identifier.trim() === '' ? inboxTexts.identifierRequired : null;

/** /inboxlogin: identifier required, password required and at least 4 characters. */
export const checkInboxLogin = ({
  identifier,
  password,
}: InboxLoginForm): Record<keyof InboxLoginForm, string | null> => ({
  identifier: checkIdentifier(identifier),
  password:
    password === ''
      ? inboxTexts.passwordRequired
      : password.length < inboxLimits.passwordMin
        ? inboxTexts.passwordMin
        : null,
});

/**
 * /inboxphonelogin: identifier required; phone required, exactly 9 digits (the field
 * keeps digits only: `phoneDigitsOnly`).
 */
export const checkInboxPhoneLogin = ({
  identifier,
  phone,
}: InboxPhoneLoginForm): Record<keyof InboxPhoneLoginForm, string | null> => ({
  identifier: checkIdentifier(identifier),
  phone:
    phone === '' ? inboxTexts.phoneRequired : phone.length === inboxLimits.phoneDigits ? null : inboxTexts.phoneDigits,
});

/** Only digit keys reach the phone field, and never more than 9 of them. */
export const phoneDigitsOnly = (value: string): string => digitsOnly(value, inboxLimits.phoneDigits);
