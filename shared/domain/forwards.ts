import * as z from 'zod';
import { authTexts } from '../messages/auth.js';
import { forwardTexts } from '../messages/forwards.js';
import { validationTexts } from '../messages/validation.js';
import { EMAIL_PATTERN, normaliseEmail } from './auth.js';
import { MB } from './files.js';
import { isPlainText } from './text.js';
import { addDays } from './time.js';

/**
 * Forwarding a report to an external authority (docs/features.md, "Who may do what"). The
 * staff browser builds one bundle (the report PDF and the chosen decrypted files, a zip), which
 * leaves end-to-end encryption: it is kept with server-side encryption until the share expires,
 * then deleted. The authority downloads it at `/external?share=…` with an e-mailed code.
 *
 * Glossary of the spec's old names: messageId → the report's identifier, linkLifeTime → the
 * share's `expiresAt`, customerName → the organisation that shared.
 */
export const forwardLimits = {
  /** 'Nazwa organizacji' counter. */
  nameMax: 250,
  /** 'E-mail do' and 'DW' counters. */
  emailMax: 100,
  /** The message to the authority (ours: the spec gives no limit). */
  bodyMax: 5_000,
  /** The whole bundle (PDF and files), built in the browser's memory (ours). */
  bundleMaxBytes: 150 * MB,
} as const;

/** What a bundle is stored and downloaded as. */
export const BUNDLE_CONTENT_TYPE = 'application/zip';

/**
 * The tag every e-mail to an authority carries: SES repeats it in its events, and the rule that
 * sends delivery events to the function that records them selects by it.
 */
export const FORWARD_MAIL_TAG = { name: 'ostoja-kind', value: 'forward' } as const;

/** The rules of a share (5 downloads, an 8-character code; the lifetimes are ours). */
export const shareRules = {
  downloadsMax: 5,
  lifetimeDays: 14,
  codeLength: 8,
  /** A code is single use and lives this long after it is e-mailed. */
  codeLifetimeMinutes: 15,
  /** After expiry the page still says what was shared and that it expired, this long. */
  keptAfterExpiryDays: 30,
} as const;

/**
 * The code's letters: case-sensitive, without the ones read alike (0/O/o,
 * 1/l/I): 56 symbols, so 8 of them are about 46 bits, single use, for 15 minutes, behind the limits below.
 */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** The share id in the link: 32 random bytes, base64url. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Brute-force limits of the download page (docs/security.md §12.3): wrong codes per share and per client
 * (a right code is given back); codes e-mailed per share and per client, so that nobody can
 * flood the authority's mailbox.
 */
export const shareRateLimits = {
  wrongCodesPerShare: { scope: 'share-code-share', limit: 10, windowSeconds: 60 * 60 },
  wrongCodesPerClient: { scope: 'share-code-client', limit: 20, windowSeconds: 60 * 60 },
  codesSentPerShare: { scope: 'share-code-sent', limit: 10, windowSeconds: 60 * 60 },
  codesSentPerClient: { scope: 'share-code-sent-client', limit: 30, windowSeconds: 60 * 60 },
} as const;

/** When a share sent at `sentAt` expires. */
export const shareExpiry = (sentAt: Date): Date => addDays(sentAt, shareRules.lifetimeDays);

/**
 * What the code field takes: exactly 8 characters, in Unicode code points so
 * that a typed letter is one whatever it is. Which letters they are only the comparison tells (a wrong
 * one is a wrong code, with the spec's text, not a form error).
 */
export const hasShareCodeLength = (code: string): boolean => [...code].length === shareRules.codeLength;

/** A code made from random bytes (one byte per letter, unbiased: bytes past the last full round are drawn again). */
export function shareCodeFrom(randomBytes: (count: number) => Uint8Array): string {
  const size = SHARE_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < shareRules.codeLength) {
    for (const byte of randomBytes(shareRules.codeLength * 2)) {
      if (byte < limit && code.length < shareRules.codeLength) code += SHARE_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/**
 * The delivery of the e-mail to the authority, as SES events tell it (locally: the outbox took
 * it): sent and waiting, delivered, delayed, bounced, complained about, rejected before sending,
 * or not sent at all.
 */
export const deliveryStatuses = [
  'sent',
  'delivered',
  'delayed',
  'bounced',
  'complained',
  'rejected',
  'failed',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** An e-mail address of the modal: required or optional, 100 characters, the registration pattern. */
const email = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => !required || value.length > 0, authTexts.emailRequired)
    .refine((value) => value.length <= forwardLimits.emailMax, forwardTexts.emailTooLong)
    .refine((value) => value.length === 0 || (EMAIL_PATTERN.test(value) && isPlainText(value)), authTexts.emailInvalid);

/** 'E-mail do': required ('E-mail jest wymagany') and valid ('Niepoprawny E-mail'), 100 characters. */
export const ZForwardEmailTo = email(true).transform(normaliseEmail);
/** 'DW': optional, but valid when given; an empty one is none. */
export const ZForwardEmailCc = email(false).transform((value) => (value ? normaliseEmail(value) : null));

/** What the modal sends (the spec's emailTo, emailCc, body, withFiles, name). */
export const ZForwardMessage = z.strictObject({
  name: z
    .string()
    .normalize('NFC')
    .trim()
    .max(forwardLimits.nameMax, forwardTexts.nameTooLong)
    .refine(isPlainText, validationTexts.hiddenCharacters),
  emailTo: ZForwardEmailTo,
  emailCc: ZForwardEmailCc,
  body: z
    .string()
    .normalize('NFC')
    .trim()
    .max(forwardLimits.bodyMax, forwardTexts.bodyTooLong)
    // Line breaks and tabs are a letter's; other hidden characters are not.
    .refine((text) => isPlainText(text.replace(/[\n\r\t]/g, ' ')), validationTexts.hiddenCharacters),
  withFiles: z.boolean(),
});
