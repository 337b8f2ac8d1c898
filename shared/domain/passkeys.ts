/*
 * Passkeys (WebAuthn) of staff users (docs/security.md §12.2, decisions 303–308). Constants and
 * pure rules only.
 */

export const passkeyRules = {
  /** How long a challenge waits for its ceremony (single use; only its hash is stored). */
  challengeSeconds: 5 * 60,
  /** What the browser waits for the authenticator (WebAuthn `timeout`, ms). */
  ceremonyTimeoutMs: 2 * 60 * 1000,
  /** Passkeys one person may hold. */
  maxPerUser: 10,
  nameMaxLength: 60,
  /** The relying party's name shown by the authenticator. */
  rpName: 'Ostoja',
} as const;

/**
 * The PRF extension's input (decision 304): one constant, because 'Zaloguj kluczem dostępu' asks
 * the authenticator before anyone knows the organisation. The organisation's salt enters the
 * key derivation instead (shared/crypto/passkey.ts).
 */
export const PASSKEY_PRF_INPUT = 'ostoja/v1/passkey-prf';
