import { ZEmail } from '@shared/contracts/auth/schemas.js';
import { accountLimits } from '@shared/domain/auth.js';
import { authTexts } from '@shared/messages/auth.js';
import { z } from '@shared/validation.js';
import { ZPassword } from '@/lib/account-forms.js';

/** The login form's rules (doc 1 §5): the e-mail needs only an at sign here, the server checks the rest. */
export const ZLoginForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, authTexts.emailRequired)
    .refine((value) => value.includes('@'), authTexts.emailInvalid),
  password: ZPassword,
});
export type LoginForm = z.infer<typeof ZLoginForm>;

/** SMS step (doc 1 §5): required ('Kod wymagany'), exactly 6 digits ('Dokładnie 6 znaków'). */
export const ZSmsCodeForm = z.object({
  code: z
    .string()
    .min(1, authTexts.smsCodeRequired)
    .regex(new RegExp(`^\\d{${accountLimits.smsCodeLength}}$`), authTexts.smsCodeLength),
});
export type SmsCodeForm = z.infer<typeof ZSmsCodeForm>;

/**
 * Registration and reset step 1 need a full address, else the alert 'Wprowadź poprawny email'
 * (doc 1 §5, doc 2 §5): the contracts' own e-mail rule, so the form and the server agree.
 */
export const isFullEmail = (email: string): boolean => ZEmail.safeParse(email).success;
