/**
 * The WebAuthn ceremonies (@simplewebauthn/browser), loaded only when someone presses a passkey
 * button: never in the first load of /login or Settings. The PRF extension's input is added here
 * (JSON options cannot carry bytes, decision 304); its output stays in this browser and is taken
 * out of what goes to the server.
 */
import {
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { toBase64Url } from '@shared/crypto/base64url.js';
import { PASSKEY_PRF_INPUT } from '@shared/domain/passkeys.js';

const prfInput = () => new TextEncoder().encode(PASSKEY_PRF_INPUT);

interface PrfResults {
  enabled?: boolean;
  results?: { first?: BufferSource };
}

/** The PRF output (32 bytes) when the authenticator gave one. */
function prfOutputOf(results: Record<string, unknown>): Uint8Array | null {
  const first = (results.prf as PrfResults | undefined)?.results?.first;
  if (!first) return null;
  const bytes =
    first instanceof ArrayBuffer
      ? new Uint8Array(first)
      : new Uint8Array(first.buffer, first.byteOffset, first.byteLength);
  return bytes.length === 32 ? new Uint8Array(bytes) : null;
}

/** The answer without the PRF result: the server never sees the secret that unwraps the key. */
function withoutPrf<T extends { clientExtensionResults: object }>(response: T): T {
  const { prf: _prf, ...rest } = response.clientExtensionResults as Record<string, unknown>;
  return { ...response, clientExtensionResults: rest };
}

export interface CreatedPasskey {
  response: RegistrationResponseJSON;
  /** The PRF output, when the authenticator gave one at creation. */
  prfOutput: Uint8Array | null;
  /** The authenticator supports PRF (it may still give the output only at a sign-in). */
  prfEnabled: boolean;
}

/** `navigator.credentials.create()` for a new passkey, asking for PRF. */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON): Promise<CreatedPasskey> {
  const response = await startRegistration({
    optionsJSON: { ...options, extensions: { ...options.extensions, prf: { eval: { first: prfInput() } } } },
  });
  const results = response.clientExtensionResults as Record<string, unknown>;
  const prfOutput = prfOutputOf(results);
  const prfEnabled = prfOutput !== null || (results.prf as PrfResults | undefined)?.enabled === true;
  return { response: withoutPrf(response), prfOutput, prfEnabled };
}

export interface Assertion {
  response: AuthenticationResponseJSON;
  prfOutput: Uint8Array | null;
}

/** `navigator.credentials.get()`, asking for PRF. */
export async function assertPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<Assertion> {
  const response = await startAuthentication({
    optionsJSON: { ...options, extensions: { ...options.extensions, prf: { eval: { first: prfInput() } } } },
  });
  return {
    response: withoutPrf(response),
    prfOutput: prfOutputOf(response.clientExtensionResults as Record<string, unknown>),
  };
}

/**
 * Right after creating a passkey that gave no PRF output, one local sign-in with it asks for the
 * output (decision 305). Its challenge is the browser's own: the server verifies nothing of it
 * (the passkey's registration is what the server checks); null when there is still none.
 */
export async function prfOutputAfterCreation(
  created: CreatedPasskey,
  rpId: string | undefined,
): Promise<Uint8Array | null> {
  const { prfOutput } = await assertPasskey({
    challenge: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    rpId,
    allowCredentials: [
      { id: created.response.id, type: 'public-key', transports: created.response.response.transports },
    ],
    userVerification: 'required',
  });
  return prfOutput;
}

/** A passkey's id as the server names it: the SHA-256 of its credential id (base64url text). */
export async function passkeyIdOf(credentialId: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credentialId))));
}
