import * as z from 'zod';
import { BACKUP_CODE_PATTERN, TOTP_CODE_PATTERN } from '../../domain/totp.js';
import { totpTexts } from '../../messages/totp.js';

/** A code from the authenticator app. */
export const ZTotpCode = z.string().trim().regex(TOTP_CODE_PATTERN, totpTexts.setupCodeFormat);

/** At login: a code from the app or one backup code. */
export const ZSecondFactorCode = z
  .string()
  .trim()
  .refine((code) => TOTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code), totpTexts.codeFormat);

export const ZChallengeId = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** The ten backup codes, shown once. */
export const ZBackupCodes = z.object({ backupCodes: z.array(z.string()) });

/** A secret offered for setup: as text to type, and as the URI the QR code carries. */
export const ZTotpOffer = z.object({ secret: z.string(), uri: z.string() });
