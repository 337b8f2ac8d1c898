/**
 * Ostoja end-to-end encryption core (docs/security.md). WebCrypto (P-256 ECDH,
 * AES-256-GCM, HKDF-SHA-256) plus Argon2id from hash-wasm, loaded lazily. Universal: the same
 * code runs in the browser and in Node ≥ 20; no node:*, no Buffer.
 */
export { CryptoError, CRYPTO_ERROR_CODES, CRYPTO_ERROR_MESSAGES, isCryptoError, type CryptoErrorCode } from './errors';
export { fromBase64Url, toBase64Url } from './base64url';
export { type Bytes, fromUtf8, utf8 } from './bytes';
export { randomBytes } from './random';
export {
  ALG_CONTENT,
  ALG_KEK,
  ALG_PASSWORD,
  ALG_PUBLIC_KEY,
  ARGON2_LIMITS,
  ENVELOPE_VERSION,
  parseEnvelope,
  ZContentEnvelope,
  ZKekEnvelope,
  ZKid,
  ZPasswordEnvelope,
  ZPublicKeyEnvelope,
  ZWrappedKeyEnvelope,
  type ContentEnvelope,
  type KekEnvelope,
  type PasswordEnvelope,
  type PublicKeyEnvelope,
  type WrappedKeyEnvelope,
} from './envelopes';
export {
  ARGON2_DEFAULTS,
  ARGON2_SALT_BYTES,
  authKeyVerifier,
  checkArgon2Strength,
  derivePasswordKeys,
  loadArgon2,
  newArgon2Params,
  type Argon2Params,
  type PasswordKeys,
} from './password';
export {
  exportPublicKey,
  exportPublicKeyJwk,
  generateKeyPair,
  importPublicKey,
  importPublicKeyJwk,
  publicKeyFingerprint,
  publicKeyId,
  type KeyPair,
  type PublicJwk,
  type PublicKeyInfo,
} from './keypairs';
export {
  passwordEnvelopeParams,
  unwrapKeyWithKek,
  unwrapKeyWithPassword,
  unwrapKeyWithPrivateKey,
  WRAPPED_KEY_KINDS,
  wrapKeyForPublicKey,
  wrapKeyWithKek,
  wrapKeyWithPassword,
  type KeyMaterial,
  type PasswordSecret,
  type UnwrapOptions,
  type WrapOptions,
  type WrappedKeyKind,
} from './wrap';
export {
  CONTENT_PURPOSE,
  contentAad,
  decryptContent,
  decryptContentText,
  decryptJson,
  encryptContent,
  encryptJson,
  generateContentKey,
  generateMetadataKey,
  generateReportKey,
  importContentKey,
  type ContentContext,
  type EncryptContentOptions,
} from './content';
export {
  decryptedFileSize,
  decryptFile,
  decryptFileStream,
  encryptedFileSize,
  encryptFile,
  encryptFileStream,
  FILE_CHUNK_BYTES,
  FILE_HEADER_BYTES,
  FILE_MAGIC,
  FILE_VERSION,
  type EncryptFileOptions,
  type FileCryptoOptions,
} from './files';
export {
  deriveRecoveryKek,
  formatRecoveryKey,
  generateRecoveryKey,
  isRecoveryKey,
  parseRecoveryKey,
  RECOVERY_KEY_BYTES,
  sameRecoveryKey,
  unwrapKeyWithRecoveryKey,
  wrapKeyWithRecoveryKey,
} from './recovery-key';
export {
  deriveReporterKeys,
  derivePhoneCaseKeys,
  formatReporterIdentifier,
  generateReporterIdentifier,
  generateReporterPassword,
  isReporterIdentifier,
  normalisePhoneNumber,
  normaliseReporterIdentifier,
  normaliseReporterPassword,
  REPORTER_IDENTIFIER_LENGTH,
  REPORTER_PASSWORD_ALPHABET,
  REPORTER_PASSWORD_BITS,
  reporterSalt,
} from './reporter-secrets';
export {
  derivePasskeyKek,
  HKDF_INFO_PASSKEY,
  PRF_OUTPUT_BYTES,
  unwrapPrivateKeyWithPasskey,
  wrapPrivateKeyWithPasskey,
  type PasskeyKeyOwner,
} from './passkey';
