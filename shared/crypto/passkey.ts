/**
 * A staff private key wrapped with a passkey's PRF output (WebAuthn PRF extension,
 * docs/security.md §12.2 and decision 304):
 *
 *   kek = HKDF-SHA-256(ikm = PRF output (32 bytes), salt = "ostoja/v1/passkey/{tenant}",
 *                      info = "ostoja/v1/passkey-kek") → AES-256-GCM, non-extractable
 *
 * and the private key is sealed under it as an `A256GCMKW` envelope whose AAD binds the kind
 * (`staff-private-key`) and the context `{tenant}/{userId}`. The PRF output never leaves the
 * browser; the server keeps only the envelope, which it cannot open.
 */
import { bufferSource, utf8 } from './bytes';
import type { KekEnvelope } from './envelopes';
import { CryptoError } from './errors';
import { subtle } from './random';
import { type KeyMaterial, unwrapKeyWithKek, wrapKeyWithKek } from './wrap';

export const HKDF_INFO_PASSKEY = 'ostoja/v1/passkey-kek';
export const PRF_OUTPUT_BYTES = 32;

/** Whose key it is: bound into the derivation (tenant) and the AAD (tenant and user). */
export interface PasskeyKeyOwner {
  tenantId: string;
  userId: string;
}

/** The kek of one passkey's PRF output for one organisation. */
export async function derivePasskeyKek(prfOutput: Uint8Array, tenantId: string): Promise<CryptoKey> {
  if (!(prfOutput instanceof Uint8Array) || prfOutput.length !== PRF_OUTPUT_BYTES)
    throw new CryptoError('INVALID_ARGUMENT', `a PRF output is ${PRF_OUTPUT_BYTES} bytes`);
  const s = subtle();
  const ikm = await s.importKey('raw', bufferSource(prfOutput), 'HKDF', false, ['deriveKey']);
  return s.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8(`ostoja/v1/passkey/${tenantId}`), info: utf8(HKDF_INFO_PASSKEY) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'wrapKey', 'unwrapKey'],
  );
}

const contextOf = (owner: PasskeyKeyOwner) => `${owner.tenantId}/${owner.userId}`;

/** Wraps the staff private key (extractable, or its PKCS#8 bytes) for a passkey's PRF output. */
export async function wrapPrivateKeyWithPasskey(
  privateKey: KeyMaterial,
  prfOutput: Uint8Array,
  owner: PasskeyKeyOwner,
): Promise<KekEnvelope> {
  const kek = await derivePasskeyKek(prfOutput, owner.tenantId);
  return wrapKeyWithKek(privateKey, 'staff-private-key', kek, { context: contextOf(owner) });
}

/** The staff private key (non-extractable); DECRYPT_FAILED for another passkey, user or organisation. */
export async function unwrapPrivateKeyWithPasskey(
  envelope: unknown,
  prfOutput: Uint8Array,
  owner: PasskeyKeyOwner,
): Promise<CryptoKey> {
  const kek = await derivePasskeyKek(prfOutput, owner.tenantId);
  return unwrapKeyWithKek(envelope, 'staff-private-key', kek, { context: contextOf(owner) });
}
