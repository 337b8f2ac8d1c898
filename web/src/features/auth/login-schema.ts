import { z } from '../../../../shared/validation.js';
import { authTexts } from './texts.js';

/** Account password minimum (doc 1 §9, doc 3 §9). TODO(shared): belongs in shared/domain. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * The login form's rules (doc 1 §5). TODO(shared): the login contract's body should be this
 * schema, so the handler and the form share it.
 */
export const ZLoginForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, authTexts.emailRequired)
    .refine((value) => value.includes('@'), authTexts.emailInvalid),
  password: z
    .string()
    .min(1, authTexts.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, authTexts.passwordTooShort),
});
export type LoginForm = z.infer<typeof ZLoginForm>;

/** Registration needs a full e-mail address, else the alert 'Wprowadź poprawny email' (doc 1 §5). */
export const ZRegistrationForm = z.object({
  email: z.string().trim().pipe(z.email(authTexts.registrationEmailInvalid)),
});
export type RegistrationForm = z.infer<typeof ZRegistrationForm>;
