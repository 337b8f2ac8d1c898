import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import * as z from 'zod';
import { ZKekEnvelope } from '../../crypto/envelopes.js';
import { passkeyRules } from '../../domain/passkeys.js';
import { passkeyTexts } from '../../messages/passkeys.js';
import { ZPlainText } from '../text.js';

/** base64url as WebAuthn's JSON carries binary fields, bounded. */
const zWebauthnBytes = (max: number) =>
  z
    .string()
    .max(max, passkeyTexts.malformed)
    .regex(/^[A-Za-z0-9_-]+$/, passkeyTexts.malformed);

const ZCredentialFields = {
  id: zWebauthnBytes(1400),
  rawId: zWebauthnBytes(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).loose(),
};

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser gives it. */
export const ZRegistrationResponse = z.object({
  ...ZCredentialFields,
  response: z
    .object({
      clientDataJSON: zWebauthnBytes(4000),
      attestationObject: zWebauthnBytes(20_000),
      transports: z.array(z.string().max(30)).max(10).optional(),
    })
    .loose(),
}) as unknown as z.ZodType<RegistrationResponseJSON>;

/** What `navigator.credentials.get()` answered. */
export const ZAuthenticationResponse = z.object({
  ...ZCredentialFields,
  response: z
    .object({
      clientDataJSON: zWebauthnBytes(4000),
      authenticatorData: zWebauthnBytes(4000),
      signature: zWebauthnBytes(2000),
      userHandle: zWebauthnBytes(200).optional(),
    })
    .loose(),
}) as unknown as z.ZodType<AuthenticationResponseJSON>;

export const ZCreationOptions = z
  .object({ challenge: z.string(), rp: z.object({ id: z.string().optional(), name: z.string() }) })
  .loose() as unknown as z.ZodType<PublicKeyCredentialCreationOptionsJSON>;

export const ZRequestOptions = z
  .object({ challenge: z.string() })
  .loose() as unknown as z.ZodType<PublicKeyCredentialRequestOptionsJSON>;

export const ZPasskeyName = ZPlainText({
  max: passkeyRules.nameMaxLength,
  required: passkeyTexts.nameRequired,
  tooLong: passkeyTexts.nameTooLong(passkeyRules.nameMaxLength),
});

/** A passkey's id: the SHA-256 of its credential id, base64url. */
export const ZPasskeyParams = z.object({ passkeyId: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** The user's private key wrapped with the passkey's PRF output (shared/crypto/passkey.ts). */
export const ZPasskeyEnvelope = ZKekEnvelope;

export const ZPasskey = z.object({
  passkeyId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Its PRF output unlocks the user's key: it signs in alone; otherwise it is a second factor. */
  unlocksKeys: z.boolean(),
});
