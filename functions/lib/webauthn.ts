import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { fromBase64Url } from '@shared/crypto/base64url.js';
import { passkeyRules } from '@shared/domain/passkeys.js';
import type { StoredPasskey } from '../data/passkeys.js';
import type { StaffUser } from '../data/staff-users.js';
import { requireEnv } from './env.js';
import { randomToken } from './hashing.js';

/*
 * The relying party (docs/security.md §12.2): the site's own origin and its host name as RP ID.
 * Every ceremony asks for a discoverable credential and user verification. The PRF extension's
 * input is bytes, which JSON options cannot carry: the browser adds it (decision 304), and its
 * output never leaves the browser.
 */

const relyingParty = () => {
  const origin = requireEnv('APP_ORIGIN');
  return { origin, rpID: new URL(origin).hostname };
};

/** A new challenge: 32 random bytes, base64url (what the options carry and clientDataJSON echoes). */
export const newChallenge = (): string => randomToken(32);

/** Options for adding a passkey: the user's own passkeys excluded, so one authenticator is not added twice. */
export function registrationOptions(
  user: Pick<StaffUser, 'userId' | 'email' | 'name'>,
  existing: readonly StoredPasskey[],
  challenge: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: passkeyRules.rpName,
    rpID: relyingParty().rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.userId),
    challenge: fromBase64Url(challenge),
    timeout: passkeyRules.ceremonyTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports ?? [] })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    extensions: { credProps: true },
    // ES256 and RS256: what every platform and security key offers (EdDSA adds nothing here).
    supportedAlgorithmIDs: [-7, -257],
  });
}

/** Options for a sign-in: no credential named (discoverable) or the user's own (the second factor). */
export function authenticationOptions(
  challenge: string,
  allow: readonly StoredPasskey[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: fromBase64Url(challenge),
    timeout: passkeyRules.ceremonyTimeoutMs,
    userVerification: 'required',
    allowCredentials: allow.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports ?? [] })),
  });
}

/** The challenge an answer's clientDataJSON carries, or null when it cannot be read. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** A verified new credential, or null: origin, RP ID, challenge and user verification all checked. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string) {
  const { origin, rpID } = relyingParty();
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo : null;
  } catch {
    return null;
  }
}

/**
 * A verified assertion of a stored passkey, or null: origin, RP ID, challenge, signature and
 * user verification checked. The counter is the caller's (a counter going backwards is told
 * apart from a bad signature): the library is given 0, which only skips its own counter check.
 */
export async function verifiedAssertion(
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<{ newCounter: number } | null> {
  const { origin, rpID } = relyingParty();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: fromBase64Url(passkey.publicKey),
        counter: 0,
        transports: passkey.transports ?? [],
      },
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}

/**
 * A counter that does not grow where counters are kept (either side above 0) means a copy of
 * the authenticator may be in use (WebAuthn §6.1.1); authenticators without a counter send 0.
 */
export const counterWentBack = (stored: number, received: number): boolean =>
  (stored > 0 || received > 0) && received <= stored;
