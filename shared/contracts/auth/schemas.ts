import * as z from 'zod';
import {
  ARGON2_LIMITS,
  ZKekEnvelope,
  ZKid,
  ZPasswordEnvelope,
  ZPublicKeyEnvelope,
  zBase64Url,
} from '../../crypto/envelopes.js';
import { accountLimits, EMAIL_PATTERN, normaliseEmail, ZIP_CODE_PATTERN } from '../../domain/auth.js';
import { isPlainText } from '../../domain/text.js';
import { authTexts } from '../../messages/auth.js';
import { ZPlainText } from '../text.js';

/** A full e-mail address (registration, reset, accounts), trimmed and lower-cased. */
export const ZEmail = z
  .string()
  .trim()
  .max(accountLimits.emailMax)
  .regex(EMAIL_PATTERN, authTexts.registrationEmailInvalid)
  // No NUL, line breaks, bidi overrides or lone surrogates in an address mail is sent to.
  .refine(isPlainText, authTexts.registrationEmailInvalid)
  .transform(normaliseEmail);

/**
 * The e-mail of a login (docs/features.md, "Limits and rules"): it needs only an at sign, as the login form checks, so
 * a typo gets the login's own 'Niepoprawny E-mail' rather than the registration's message; an
 * address no account has is refused as a wrong password is.
 */
export const ZLoginEmail = z
  .string()
  .trim()
  .min(1, authTexts.emailRequired)
  .max(accountLimits.emailMax, authTexts.emailInvalid)
  .refine((email) => email.includes('@'), authTexts.emailInvalid)
  .refine(isPlainText, authTexts.emailInvalid)
  .transform(normaliseEmail);

/** base64url of the 32-byte login secret derived from the password (the password never travels). */
export const ZAuthKey = zBase64Url(32);

/** An SPKI P-256 public key, base64url (91 bytes DER). */
export const ZPublicKey = zBase64Url(91);

/** Argon2id parameters the browser needs to derive `authKey` and `kek` for an account. */
export const ZLoginParams = z.object({
  salt: zBase64Url(ARGON2_LIMITS.saltBytes.min, ARGON2_LIMITS.saltBytes.max),
  m: z.number().int().min(ARGON2_LIMITS.m.min).max(ARGON2_LIMITS.m.max),
  t: z.number().int().min(ARGON2_LIMITS.t.min).max(ARGON2_LIMITS.t.max),
  p: z.number().int().min(ARGON2_LIMITS.p.min).max(ARGON2_LIMITS.p.max),
});

/**
 * What a browser sends when it sets a password: the login secret, and the user's key pair with
 * its private key wrapped under the password (the envelope records the Argon2id parameters the
 * authKey was derived with, so login can re-derive both).
 */
export const ZPasswordCredentials = z.strictObject({
  authKey: ZAuthKey,
  publicKey: ZPublicKey,
  kid: ZKid,
  wrappedPrivateKey: ZPasswordEnvelope,
});

export const ZRequired = (max: number, maxMessage?: string) =>
  ZPlainText({ max, required: authTexts.fieldRequired, tooLong: maxMessage });

/** Company data: required, at least 3 characters (zip code: 5, as XX-XXX). */
const ZCompanyText = (max: number, required: string = authTexts.fieldRequired, tooLong?: string) =>
  ZPlainText({ max, required, tooLong, min: accountLimits.companyTextMin, tooShort: authTexts.companyMin3 });

/**
 * The organisation's name, address, zip code and city: one definition for activation and Settings'
 * company data (docs/features.md, "Limits and rules"), which differ only in the words of "required".
 */
export const companyDataFields = (texts: { required: string; nameRequired: string }) => ({
  companyName: ZCompanyText(accountLimits.companyNameMax, texts.nameRequired, authTexts.companyNameMax),
  companyAddress: ZCompanyText(accountLimits.companyAddressMax, texts.required),
  companyZipCode: ZPlainText({
    max: accountLimits.companyZipCodeMax,
    required: texts.required,
    min: accountLimits.companyZipCodeMin,
    tooShort: authTexts.companyMin5,
  }).regex(ZIP_CODE_PATTERN, authTexts.zipCodeFormat),
  companyCity: ZCompanyText(accountLimits.companyCityMax, texts.required),
});

export const ZRegistrationDetails = z.strictObject({
  name: ZRequired(accountLimits.userNameMax, authTexts.userNameMax),
  ...companyDataFields({ required: authTexts.fieldRequired, nameRequired: authTexts.companyNameRequired }),
});

/** The organisation's keys, made in the registering administrator's browser. */
export const ZOrganisationKeys = z.strictObject({
  publicKey: ZPublicKey,
  kid: ZKid,
  /** The organisation private key wrapped for the administrator's public key. */
  wrappedForAdmin: ZPublicKeyEnvelope,
  /** The organisation private key wrapped with the recovery key (shown once, printed). */
  wrappedForRecovery: ZKekEnvelope,
  /** The organisation metadata key wrapped for the organisation public key. */
  wrappedMetadataKey: ZPublicKeyEnvelope,
});

export const ZEmailBody = z.strictObject({ email: ZEmail });
/** The login's first step: the e-mail as the login form takes it (docs/features.md, "Limits and rules"). */
export const ZLoginEmailBody = z.strictObject({ email: ZLoginEmail });
/** Path parameter of an e-mailed single-use link (activation, password reset). */
export const ZLinkParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, authTexts.linkInvalid) });
