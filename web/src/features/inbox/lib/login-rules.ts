import { inboxLimits } from '@shared/domain/inbox.js';
import type { Translation } from '@shared/messages/catalogue.js';
import type { inboxTexts } from '@shared/messages/conversation.js';
import { digitsOnly } from '@/lib/digits.js';

/*
 * The inbox logins' rules as plain checks: the login screens are the reporter's first load, where
 * a schema library would cost more than the screens themselves (docs/figures.md "Budgets"). Each returns the
 * message to show, or null, in the language shown (`texts`).
 */

type InboxTexts = Translation<typeof inboxTexts>;

export interface InboxLoginForm {
  identifier: string;
  password: string;
}

export interface InboxPhoneLoginForm {
  identifier: string;
  phone: string;
}

/** /inboxlogin and /inboxphonelogin: the identifier is required. */
const checkIdentifier = (identifier: string, texts: InboxTexts): string | null =>
  identifier.trim() === '' ? texts.identifierRequired : null;

/** /inboxlogin: identifier required, password required and at least 4 characters. */
export const checkInboxLogin = (
  { identifier, password }: InboxLoginForm,
  texts: InboxTexts,
): Record<keyof InboxLoginForm, string | null> => ({
  identifier: checkIdentifier(identifier, texts),
  password:
    password === '' ? texts.passwordRequired : password.length < inboxLimits.passwordMin ? texts.passwordMin : null,
});

/**
 * /inboxphonelogin: identifier required; phone required, exactly 9 digits (the field
 * keeps digits only: `phoneDigitsOnly`).
 */
export const checkInboxPhoneLogin = (
  { identifier, phone }: InboxPhoneLoginForm,
  texts: InboxTexts,
): Record<keyof InboxPhoneLoginForm, string | null> => ({
  identifier: checkIdentifier(identifier, texts),
  phone: phone === '' ? texts.phoneRequired : phone.length === inboxLimits.phoneDigits ? null : texts.phoneDigits,
});

/** Only digit keys reach the phone field, and never more than 9 of them. */
export const phoneDigitsOnly = (value: string): string => digitsOnly(value, inboxLimits.phoneDigits);
