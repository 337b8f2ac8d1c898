/**
 * The reporter inbox's rules (spec doc 2 §4, §5, §9; DESIGN §6). Glossary of the spec's old
 * names: guid → inbox token, pass → the password's authKey (the password never leaves the browser).
 */
export const inboxLimits = {
  /** 'Minimum 4 zanki' (doc 2 §5). */
  passwordMin: 4,
  /** '9 cyfr bez spacji' (doc 2 §5). */
  phoneDigits: 9,
  /** One message's text, in characters (ours: the spec gives none). */
  messageMaxChars: 20_000,
} as const;

/**
 * Wrong secrets in a row per identifier: the sixth is refused until the window (opened by the
 * first wrong attempt) ends; a correct login clears the count. Per client, the edge (WAF) limits.
 */
export const inboxLoginLimit = { scope: 'inbox-login', limit: 5, windowSeconds: 15 * 60 } as const;

/** The base64url ciphertext of a message of `messageMaxChars` characters (4 bytes each) and the tag. */
export const messageCiphertextMaxChars = Math.ceil(((inboxLimits.messageMaxChars * 4 + 16) * 4) / 3);

/** Who wrote a message of the conversation. */
export type MessageAuthor = 'reporter' | 'staff';
