import { accountLimits } from '@shared/domain/auth.js';
import { authTexts } from '@shared/messages/auth.js';
import { z } from '@shared/validation.js';

/**
 * Password rules of every account form (login, activation, reset, change password): required,
 * at least `accountLimits.passwordMin` characters (docs/features.md, "Limits and rules").
 */
export const ZPassword = z
  .string()
  .min(1, authTexts.passwordRequired)
  .min(accountLimits.passwordMin, authTexts.passwordMin);

/** A new password typed twice (reset step 2, change password): 'Hasła nie są takie same'. */
/**
 * 'Hasła nie są takie same' on the repeated password, also while another field is still wrong
 * (an object's refinement would otherwise wait for every field to pass).
 */
const passwordsMatch = {
  message: authTexts.passwordsDiffer,
  path: ['repeat'],
  when: ({ value }: { value: unknown }) => {
    const { password, repeat } = (value ?? {}) as { password?: unknown; repeat?: unknown };
    return typeof password === 'string' && typeof repeat === 'string' && repeat !== '';
  },
};

export const ZNewPassword = z
  .object({ password: ZPassword, repeat: ZPassword })
  .refine((value) => value.password === value.repeat, passwordsMatch);
export type NewPassword = z.infer<typeof ZNewPassword>;

/**
 * Change password: old, new and repeated, each at least 6; the repeat equals
 * the new one.
 */
export const ZChangePassword = z
  .object({ current: ZPassword, password: ZPassword, repeat: ZPassword })
  .refine((value) => value.password === value.repeat, passwordsMatch);
export type ChangePasswordValues = z.infer<typeof ZChangePassword>;
