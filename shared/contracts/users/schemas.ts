import * as z from 'zod';
import { ZPublicKeyEnvelope, ZKid } from '../../crypto/envelopes.js';
import { accountLimits, EMAIL_PATTERN, normaliseEmail } from '../../domain/auth.js';
import { phoneProblem, staffUserLimits } from '../../domain/staff-user.js';
import { isPlainText } from '../../domain/text.js';
import { userTexts } from '../../messages/users.js';
import { ZPublicKey } from '../auth/schemas.js';
import { ZPlainText } from '../text.js';

/**
 * A staff user's id in a path. Not only UUIDs: the demo's users have readable ids; the shape
 * still keeps anything but a plain id out of keys.
 */
export const ZUserParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

export const ZStaffUserType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The form's e-mail: 'E-mail jest wymagany', 'Zły format email'. */
export const ZStaffEmail = z
  .string()
  .trim()
  .min(1, userTexts.emailRequired)
  .max(accountLimits.emailMax, userTexts.emailInvalid)
  .regex(EMAIL_PATTERN, userTexts.emailInvalid)
  .refine(isPlainText, userTexts.emailInvalid)
  .transform(normaliseEmail);

/** Optional, but exactly 9 digits when given; empty is no phone. */
export const ZStaffPhone = z
  .string()
  .trim()
  .superRefine((phone, context) => {
    const problem = phoneProblem(phone);
    if (problem === 'tooLong') context.addIssue({ code: 'custom', message: userTexts.phoneTooLong });
    else if (problem === 'tooShort') context.addIssue({ code: 'custom', message: userTexts.phoneTooShort });
    else if (problem === 'notDigits') context.addIssue({ code: 'custom', message: userTexts.phoneInvalid });
  })
  .transform((phone) => (phone === '' ? null : phone));

/**
 * The add/edit form 'Dodawanie użytkownika' / 'Edycja użytkownika' (the earlier
 * product's addOrUpdateUser): the same body for both, the id in the path when editing. Rules that need the
 * package or the stored user (SMS, the main administrator, oneself) are the server's.
 */
export const ZStaffUserInput = z.strictObject({
  name: ZPlainText({ max: staffUserLimits.nameMax, required: userTexts.nameRequired, tooLong: userTexts.nameMax }),
  email: ZStaffEmail,
  phone: ZStaffPhone,
  type: ZStaffUserType,
  /** 1 active, 0 inactive (any other value reads as inactive). */
  status: z.union([z.literal(0), z.literal(1)]),
  canArchivize: z.boolean(),
  canReports: z.boolean(),
  /** May forward reports to external authorities (docs/features.md, "Who may do what"); never for an auditor. */
  canExternalSend: z.boolean(),
  smsAuthorization: z.boolean(),
});
export type StaffUserInput = z.infer<typeof ZStaffUserInput>;
export type StaffUserFormInput = z.input<typeof ZStaffUserInput>;

/** One row of 'Użytkownicy rozpatrujący zgłoszenia'. */
export const ZStaffUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Last successful login (lastLoginDate); null before the first. */
  lastLoginDate: z.string().nullable(),
  type: ZStaffUserType,
  status: z.number().int(),
  isMainAdmin: z.boolean(),
  canArchivize: z.boolean(),
  canReports: z.boolean(),
  canExternalSend: z.boolean(),
  smsAuthorization: z.boolean(),
  categoriesNames: z.array(z.string()),
  /** Where the user stands with the organisation key (docs/security.md). */
  access: z.enum(['invited', 'pending', 'granted']),
  /** Until when the invitation link works (invited users only). */
  invitationExpiresAt: z.string().nullable(),
  /** The key the organisation key is to be wrapped for (pending users only): checked in the granting browser. */
  publicKey: ZPublicKey.nullable(),
  kid: ZKid.nullable(),
});
export type StaffUserRow = z.infer<typeof ZStaffUserRow>;

/** The organisation private key wrapped, in an administrator's browser, for the user's public key. */
export const ZGrantBody = z.strictObject({ wrappedOrgKey: ZPublicKeyEnvelope });

/** Path parameter of an e-mailed invitation link. */
export const ZInvitationParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, userTexts.invitationInvalid),
});
