/**
 * Limits of what a reporter types in the public form (docs/features.md, "Limits and rules", for the
 * minimums; the maximums are ours) and of what the server accepts as ciphertext for it.
 */
export const reportTextLimits = {
  shortMin: 3,
  longMin: 4,
  nameMin: 3,
  shortMax: 500,
  /** 20 000 characters of Polish text are at most 60 000 bytes of UTF-8: under `valueChars` once encrypted. */
  longMax: 20_000,
  nameMax: 100,
} as const;

export const reportCiphertextLimits = {
  /** base64url characters of one encrypted value (≈ 64 KiB of ciphertext). */
  valueChars: 90_000,
  /** All encrypted values of one report together: keeps the report item far below DynamoDB's 400 KB. */
  reportChars: 300_000,
  /** base64url characters of the encrypted language tag ('uk' is 24): room for any BCP 47 tag. */
  languageChars: 64,
} as const;

/** The largest body of a submission (the form's finalise, a phone report): its ciphertext, keys and file names, with room. */
export const SUBMISSION_BODY_MAX_BYTES = 1024 * 1024;

/** A submission slot lives an hour: long enough to encrypt and upload 30 MB on a slow line. */
export const SUBMISSION_SLOT_SECONDS = 60 * 60;
