import * as z from 'zod';
import { ZKekEnvelope, ZKid, ZPasswordEnvelope, ZPublicKeyEnvelope } from '../../crypto/envelopes.js';
import { defineContract } from '../contract.js';
import { ZPublicKey } from './schemas.js';

/**
 * The session with the field names kept from the earlier product (docs/features.md, "Field names kept
 * from the earlier product"); they are mapped to ours only where the answer is built (functions/auth/get-session.ts).
 * Glossary: customer… → the organisation (customerId is its tenantId, customerAlias its form
 * alias); canArchivize, canReports, canExternalSend are also the staff user's own field names.
 */
export const ZSession = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  isMainAdmin: z.boolean(),
  canArchivize: z.boolean(),
  canReports: z.boolean(),
  canExternalSend: z.boolean(),
  smsAuthorization: z.boolean(),
  /** The authenticator app when it is on (never its secret): how many backup codes are left. */
  totp: z.object({ enabled: z.literal(true), backupCodesLeft: z.number().int().min(0) }).nullable(),
  registrationDate: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerAlias: z.string(),
  customerIsActive: z.boolean(),
  customerInternalSales: z.boolean(),
  customerExpirationDate: z.string(),
  /**
   * The organisation scans the files its staff add (Settings' administrators' files toggle): the
   * browser then encrypts them for the scan (shared/crypto/scanned-files.ts) and says so where they are added.
   */
  staffFilesScanned: z.boolean(),
  /** Everything the browser needs to unlock keys; all of it useless without the password. */
  keys: z.object({
    user: z.object({ publicKey: ZPublicKey, kid: ZKid, wrappedPrivateKey: ZPasswordEnvelope }),
    organisation: z.object({
      publicKey: ZPublicKey,
      kid: ZKid,
      /** Null after a password reset, until access is granted again or restored with the recovery key. */
      wrappedForUser: ZPublicKeyEnvelope.nullable(),
      wrappedForRecovery: ZKekEnvelope,
      wrappedMetadataKey: ZPublicKeyEnvelope,
    }),
  }),
});
export type Session = z.infer<typeof ZSession>;

/** The logged-in user, their organisation and licence state. */
export const getSession = defineContract({
  name: 'get-session',
  area: 'auth',
  method: 'GET',
  path: '/api/auth/session',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'The logged-in staff user, their organisation and their wrapped keys.',
  response: ZSession,
});
