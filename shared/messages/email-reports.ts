import type { EmailRefusal } from '../domain/email-reports.js';
import type { FailureReason, UncleanableFormat } from '../metadata/outcome.js';

/** The e-mail channel (type 3): the report's fields, the reply to the sender, the notes. Ours. */
export const emailReportTexts = {
  // The report's "form" (what staff and the sender read).
  subjectLabel: 'Temat wiadomości e-mail',
  textLabel: 'Treść wiadomości e-mail',
  noSubject: '(bez tematu)',
  noText: '(wiadomość bez treści)',
  // What removing the attachments' metadata at receipt did, one line per attachment (a field of the report).
  attachmentsCleaningLabel: 'Metadane załączników',
  attachmentsCleaningIntro:
    'Serwer usunął metadane z załączników zaraz po odebraniu wiadomości, przed ich zaszyfrowaniem:',
  attachmentCleaned: (name: string, kinds: string) => `${name} — usunięto: ${kinds}.`,
  attachmentNothingFound: (name: string) => `${name} — nie znaleziono metadanych do usunięcia.`,
  attachmentNothingToClean: (name: string) => `${name} — plik tekstowy, bez metadanych do usunięcia.`,
  attachmentKept: (name: string, because: string) =>
    `${name} — nie udało się usunąć metadanych (${because}); plik zachowano w postaci, w jakiej nadszedł.`,
  /** Why an attachment was kept as it came: its format, or why cleaning it failed. */
  keptBecause: {
    archive: 'archiwum ZIP lub 7Z',
    'legacy-office': 'starszy plik DOC lub XLS',
    'audio-container': 'nagranie w formacie, którego nie umiemy oczyścić',
    unknown: 'nierozpoznany typ pliku',
    damaged: 'plik wygląda na uszkodzony',
    'too-large': 'plik jest zbyt duży lub zbyt złożony',
    encrypted: 'plik jest chroniony hasłem',
    'timed-out': 'trwało to zbyt długo',
  } satisfies Record<Exclude<UncleanableFormat, 'text'> | FailureReason, string>,
  /** The note on the report page and in the inbox (docs/security.md §6.7: the stated exception). */
  reportNote:
    'Zgłoszenie przyszło e-mailem. Wiadomość nie była szyfrowana end-to-end w drodze: serwer zaszyfrował ją kluczem organizacji zaraz po odebraniu i usunął jej niezaszyfrowaną kopię.',
  /**
   * On the report page (and its PDF) when the sender's address was not verified (decision: SPF or
   * DKIM aligned with the From, as SES's DMARC verdict says): nobody was answered.
   */
  senderTerm: 'Nadawca wiadomości e-mail',
  senderUnverified: 'niezweryfikowany',
  senderUnverifiedNote:
    'Nadawca niezweryfikowany: serwer poczty nie potwierdził, że wiadomość rzeczywiście wysłano z adresu podanego jako nadawca (ani SPF, ani DKIM nie przeszły zgodnie z DMARC), więc ktoś mógł się pod niego podszyć. Dlatego na ten adres nie wysłano identyfikatora ani hasła do skrzynki sygnalisty.',
  /** The icon's name in lists (type 3). */
  typeName: 'Zgłoszenie e-mailowe',
  // The refusal told to the sender (never for spam, machine mail, an unknown address or an unverified sender).
  refusedSubject: 'Nie przyjęto zgłoszenia wysłanego e-mailem',
  refusedTitle: 'Nie przyjęto Twojej wiadomości',
  refusedOversized: (limitMb: number) =>
    `Wiadomość jest zbyt duża: załączniki mogą mieć razem mniej niż ${limitMb} MB (każdy najwyżej ${limitMb} MB), a cała wiadomość najwyżej 40 MB. Nie utworzono zgłoszenia.`,
  refusedTooManyFiles: (filesMax: number) =>
    `Wiadomość ma więcej niż ${filesMax} załączników, a do zgłoszenia można dołączyć najwyżej ${filesMax} plików. Nie utworzono zgłoszenia.`,
  refusedUnavailable: 'Organizacja nie przyjmuje teraz zgłoszeń e-mailem. Nie utworzono zgłoszenia.',
  refusedInfected: 'Załącznik wiadomości zawiera wirusa lub złośliwe oprogramowanie. Nie utworzono zgłoszenia.',
  refusedHint: 'Możesz wysłać zgłoszenie przez formularz zgłoszeń organizacji.',
  /** Why a message was refused, as the system log names it. */
  refusal: {
    unknownAddress: 'nieznany adres',
    channelOff: 'zgłoszenia e-mailowe wyłączone',
    spam: 'wiadomość uznana za spam lub zawierająca wirusa',
    autoSubmitted: 'wiadomość wygenerowana automatycznie',
    noSender: 'brak adresu nadawcy',
    tooManyFiles: 'za dużo załączników',
    oversized: 'wiadomość zbyt duża',
    infected: 'załącznik zawiera wirusa lub złośliwe oprogramowanie',
    notInPackage: 'pakiet nie obejmuje zgłoszeń e-mailowych',
    licenceInactive: 'licencja organizacji wygasła',
    noCategory: 'nie wybrano kategorii dla zgłoszeń e-mailowych',
    noKeys: 'organizacja nie ma jeszcze klucza',
  } satisfies Record<EmailRefusal, string>,
} as const;

/**
 * The reply to the sender of an e-mail report: the inbox's identifier and password. Sent in
 * Polish, Ukrainian and English together, Polish first (`uk/email-reports.ts`, `en/…`): a mail
 * client seldom says which language its reader reads.
 */
export const emailReplyTexts = {
  subject: (organisation: string) => `Przyjęto zgłoszenie wysłane e-mailem do: ${organisation}`,
  title: 'Przyjęto Twoje zgłoszenie',
  intro: (organisation: string) =>
    `Twoja wiadomość e-mail została przyjęta jako zgłoszenie do organizacji „${organisation}” w systemie Ostoja.`,
  credentials: (identifier: string, password: string) => `Identyfikator zgłoszenia: ${identifier}\nHasło: ${password}`,
  inbox:
    'Zaloguj się nimi w skrzynce sygnalisty, aby sprawdzić potwierdzenie przyjęcia, przeczytać odpowiedzi i wysyłać wiadomości. Zachowaj je: nie da się ich odzyskać.',
  inboxLink: 'Otwórz skrzynkę sygnalisty',
  unencrypted:
    'Ta odpowiedź, tak jak Twoja wiadomość, przechodzi zwykłą pocztą e-mail, bez szyfrowania end-to-end. Jeśli ktoś inny ma dostęp do Twojej skrzynki pocztowej, może przeczytać identyfikator i hasło — w razie wątpliwości użyj formularza zgłoszeń.',
} as const;
