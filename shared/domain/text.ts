/**
 * Text a person types (names, labels, e-mail addresses) is printed on screens, in e-mails and in
 * PDFs. It may not hide anything: no control characters (NUL, line breaks, escapes), no format
 * characters (bidi overrides that reverse what is shown, zero-width characters that make two
 * names look the same or a name look empty) and no lone UTF-16 surrogates (not text at all).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/u;

export const isPlainText = (text: string): boolean => !HIDDEN.test(text);

/** Typed text as it is compared and stored: composed (NFC), so "ą" typed two ways is one name. */
export const normaliseText = (text: string): string => text.normalize('NFC').trim();
