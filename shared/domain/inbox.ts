import { textCiphertextLimits } from './ciphertext.js';
import { SECOND } from './time.js';
import { PHONE_DIGITS } from './phone.js';

/**
 * The reporter inbox's rules (docs/features.md, "Limits and rules"). Glossary of the spec's old
 * names: guid → inbox token, pass → the password's authKey (the password never leaves the browser).
 */
export const inboxLimits = {
  /** 'Minimum 4 zanki'. */
  passwordMin: 4,
  /** '9 cyfr bez spacji'. */
  phoneDigits: PHONE_DIGITS,
  /** One message's text, in characters (ours: the spec gives none). */
  messageMaxChars: 20_000,
} as const;

/** How often an open inbox asks for new messages: staff replies arrive while the reporter reads. */
export const INBOX_POLL_MS = 30 * SECOND;

/**
 * Wrong secrets in a row per identifier: the sixth is refused until the window (opened by the
 * first wrong attempt) ends; a correct login clears the count. Per client, the edge (WAF) limits.
 */
export const inboxLoginLimit = { scope: 'inbox-login', limit: 5, windowSeconds: 15 * 60 } as const;

/** The longest base64url ciphertext of a message of `messageMaxChars` characters. */
export const messageCiphertextMaxChars = textCiphertextLimits(inboxLimits.messageMaxChars).ciphertextMaxChars;

/** Who wrote a message of the conversation. */
export type MessageAuthor = 'reporter' | 'staff';
