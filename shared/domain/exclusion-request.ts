/**
 * The reporter's exclusion request ('Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …',
 * issue #34): its limits, apart from the form's other limits (report-form.ts), which the form's
 * first load carries; the request is asked only after it (decision 282).
 */

/** A few names or roles, in UTF-16 units as the browser counts them. */
export const EXCLUSION_REQUEST_MAX = 500;

/** AES-GCM's tag: what a content envelope's ciphertext adds to its text. */
const GCM_TAG_BYTES = 16;

/**
 * base64url characters of the encrypted request: a UTF-16 unit is at most 3 bytes of UTF-8 (a pair
 * of them, 4), so 500 units are at most 1,500 bytes, and 1,516 with the tag: 2,022 characters.
 */
export const EXCLUSION_REQUEST_CIPHERTEXT_CHARS = Math.ceil(((EXCLUSION_REQUEST_MAX * 3 + GCM_TAG_BYTES) * 4) / 3);
