/**
 * How long the base64url ciphertext of a text encrypted with AES-256-GCM is: the server sees only
 * ciphertext, so it bounds a text's length by these.
 */

/** The GCM authentication tag appended to every ciphertext. */
export const GCM_TAG_BYTES = 16;
/** The most bytes one character takes in UTF-8. */
const UTF8_MAX_BYTES_PER_CHAR = 4;

/** The length of the base64url ciphertext of `plaintextBytes` bytes. */
export const ciphertextChars = (plaintextBytes: number): number =>
  Math.ceil(((plaintextBytes + GCM_TAG_BYTES) * 4) / 3);

/** The longest ciphertext of a text of at most `maxChars` characters, and the shortest of a non-empty one. */
export const textCiphertextLimits = (maxChars: number) => ({
  ciphertextMaxChars: ciphertextChars(maxChars * UTF8_MAX_BYTES_PER_CHAR),
  ciphertextMinChars: ciphertextChars(1),
});
