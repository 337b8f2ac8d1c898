import { inboxLimits } from '@shared/domain/inbox.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { z } from '@shared/validation.js';
import { digitsOnly } from '../../../lib/digits.js';

/** /inboxlogin (doc 2 §5): identifier required, password required and at least 4 characters. */
export const ZInboxLoginForm = z.object({
  identifier: z.string().trim().min(1, inboxTexts.identifierRequired),
  password: z.string().min(1, inboxTexts.passwordRequired).min(inboxLimits.passwordMin, inboxTexts.passwordMin),
});
export type InboxLoginForm = z.infer<typeof ZInboxLoginForm>;

/** /inboxphonelogin (doc 2 §5): identifier required; phone required, exactly 9 digits. */
export const ZInboxPhoneLoginForm = z.object({
  identifier: z.string().trim().min(1, inboxTexts.identifierRequired),
  phone: z
    .string()
    .min(1, inboxTexts.phoneRequired)
    .regex(new RegExp(`^\\d{${inboxLimits.phoneDigits}}$`), inboxTexts.phoneDigits),
});
export type InboxPhoneLoginForm = z.infer<typeof ZInboxPhoneLoginForm>;

/** Only digit keys reach the phone field, and never more than 9 of them. */
export const phoneDigitsOnly = (value: string): string => digitsOnly(value, inboxLimits.phoneDigits);
