/**
 * The key flows of staff accounts (shared/crypto/account.ts: Argon2id via hash-wasm, WebCrypto).
 * Never imported statically by a screen: `runKeyWork` loads this module when a form is
 * submitted, so no route's initial chunk carries Argon2 or the crypto core. Component tests
 * mock this one module; the browser end-to-end tests run the real thing.
 */
export {
  changePasswordKeys,
  checkRecoveryKey,
  createRegistrationKeys,
  deriveLogin,
  grantOrganisationKey,
  newPasswordCredentials,
  passkeyEnvelope,
  restoreWithRecoveryKey,
  unlockGrantedOrganisation,
  unlockSession,
  unlockSessionWithPasskey,
} from '@shared/crypto/account.js';
export { publicKeyFingerprint } from '@shared/crypto/keypairs.js';
