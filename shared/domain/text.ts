/**
 * Text a person types (names, labels, e-mail addresses) is printed on screens, in e-mails and in
 * PDFs. It may not hide anything: no control characters (NUL, line breaks, escapes), no format
 * characters (bidi overrides that reverse what is shown, zero-width characters that make two
 * names look the same or a name look empty) and no lone UTF-16 surrogates (not text at all).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/u;

export const isPlainText = (text: string): boolean => !HIDDEN.test(text);
