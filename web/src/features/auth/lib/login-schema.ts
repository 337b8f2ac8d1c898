import { ZEmail } from '@shared/contracts/auth/schemas.js';
import { accountLimits } from '@shared/domain/auth.js';
import { BACKUP_CODE_PATTERN, TOTP_CODE_PATTERN } from '@shared/domain/totp.js';
import { authTexts } from '@shared/messages/auth.js';
import { totpTexts } from '@shared/messages/totp.js';
import { z } from '@shared/validation.js';
import { ZPassword } from '@/lib/account-forms.js';

/**
 * The login form's rules (docs/features.md, "Limits and rules"): the e-mail needs only an at sign here, the server
 * checks the rest.
 */
export const ZLoginForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, authTexts.emailRequired)
    .refine((value) => value.includes('@'), authTexts.emailInvalid),
  password: ZPassword,
});
export type LoginForm = z.infer<typeof ZLoginForm>;

/** SMS step: required ('Kod wymagany'), exactly 6 digits ('Dokładnie 6 znaków'). */
export const ZSmsCodeForm = z.object({
  code: z
    .string()
    .min(1, authTexts.smsCodeRequired)
    .regex(new RegExp(`^\\d{${accountLimits.smsCodeLength}}$`), authTexts.smsCodeLength),
});
export type SmsCodeForm = z.infer<typeof ZSmsCodeForm>;

/**
 * Registration and reset step 1 need a full address, else the alert 'Wprowadź poprawny email'
 * (docs/features.md, "Limits and rules"): the contracts' own e-mail rule, so the form and the server agree.
 */
export const isFullEmail = (email: string): boolean => ZEmail.safeParse(email).success;

/** Authenticator step: 6 digits from the app, or one backup code. */
export const ZTotpCodeForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, authTexts.smsCodeRequired)
    .refine((code) => TOTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code), totpTexts.codeFormat),
});

/** A required setup at login: the app's first code, 6 digits. */
export const ZTotpSetupForm = z.object({
  code: z.string().min(1, authTexts.smsCodeRequired).regex(TOTP_CODE_PATTERN, totpTexts.setupCodeFormat),
});
