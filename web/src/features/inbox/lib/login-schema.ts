import { inboxLimits } from '@shared/domain/inbox.js';
import { inboxTexts } from '@shared/messages/conversation.js';
// zod's mini build: the login screens' first load (the reporter's budget, DESIGN §10).
import * as z from 'zod/mini';
import { digitsOnly } from '../../../lib/digits.js';

/** /inboxlogin (doc 2 §5): identifier required, password required and at least 4 characters. */
export const ZInboxLoginForm = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1, inboxTexts.identifierRequired)),
  password: z.string().check(z.minLength(1, inboxTexts.passwordRequired), z.minLength(inboxLimits.passwordMin, inboxTexts.passwordMin)),
});
export type InboxLoginForm = z.infer<typeof ZInboxLoginForm>;

/** /inboxphonelogin (doc 2 §5): identifier required; phone required, exactly 9 digits. */
export const ZInboxPhoneLoginForm = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1, inboxTexts.identifierRequired)),
  phone: z.string().check(z.minLength(1, inboxTexts.phoneRequired), z.regex(new RegExp(`^\\d{${inboxLimits.phoneDigits}}$`), inboxTexts.phoneDigits)),
});
export type InboxPhoneLoginForm = z.infer<typeof ZInboxPhoneLoginForm>;

/** Only digit keys reach the phone field, and never more than 9 of them. */
export const phoneDigitsOnly = (value: string): string => digitsOnly(value, inboxLimits.phoneDigits);
