/**
 * Texts of forwarding a report to an external authority (staff side) and of the e-mails the
 * authority receives (its download page `/external`: ./external.ts). The spec's texts are exact;
 * where the spec gives no wording, ours.
 */
export const forwardTexts = {
  forward: 'Przekaż do organu zewnętrznego',
  forwardNeedsContent: 'Przekazanie jest możliwe po odszyfrowaniu zgłoszenia (Wyświetl zgłoszenie).',
  modalTitle: 'Przekazanie zgłoszenia do organu zewnętrznego',
  name: 'Nazwa organizacji',
  namePlaceholder: 'np. Prokuratura Rejonowa, Państwowa Inspekcja Pracy, Rzecznik Praw Obywatelskich',
  emailTo: 'E-mail do',
  emailCc: 'DW',
  body: 'Treść wiadomości',
  withFiles: 'Dołącz załączniki',
  files: 'Załączniki w pakiecie',
  noFiles: 'Zgłoszenie nie ma załączników.',
  fileFromReport: 'załącznik zgłoszenia',
  fileFromConversation: 'załącznik z korespondencji',
  filePrivate: 'załącznik prywatny',
  counter: (length: number, max: number) => `${length}/${max}`,
  plaintextTitle: 'Pakiet opuszcza szyfrowanie end-to-end',
  plaintext: (days: number, downloads: number) =>
    `Ta przeglądarka odszyfruje zgłoszenie i wybrane załączniki i spakuje je z raportem PDF do jednego pliku ZIP. ` +
    `Ten pakiet nie jest szyfrowany end-to-end: serwer przechowuje go z szyfrowaniem po stronie serwera do wygaśnięcia udostępnienia ` +
    `(${days} dni), a potem trwale go usuwa. Odbiorca pobierze go najwyżej ${downloads} razy, kodem wysyłanym na adres „E-mail do”. ` +
    `Treść wiadomości dociera do odbiorcy zwykłym e-mailem.`,
  defaultBody: (identifier: string, organisation: string, sender: string) =>
    `Dzień dobry,\n\n` +
    `${organisation} przekazuje zgłoszenie naruszenia prawa nr ${identifier} wraz z dokumentacją (raport PDF i załączniki). ` +
    `Pliki można pobrać ze strony wskazanej w linku poniżej; kod dostępu zostanie wysłany na ten adres e-mail po wybraniu „Generuj kod”.\n\n` +
    `Z poważaniem\n${sender}\n${organisation}`,
  send: 'Wyślij',
  cancel: 'Anuluj',
  // The summary of what leaves the organisation, shown after 'Wyślij' and before anything is sent.
  summaryTitle: 'Co opuści organizację',
  summaryRecipients: (emailTo: string, emailCc: string | null) =>
    `Odbiorca: ${emailTo}${emailCc ? `, DW: ${emailCc}` : ''}`,
  summaryIntro: 'Pakiet ZIP, który ta przeglądarka odszyfrowała i przygotowała, zawiera:',
  summaryPdf: 'raport PDF',
  summaryTotal: (size: string) => `Razem pakiet ZIP: ${size}`,
  summaryNoFiles: 'Bez załączników: tylko raport PDF.',
  confirmSend: 'Potwierdź i wyślij',
  back: 'Wróć',
  building: 'Przygotowywanie pakietu (raport PDF i załączniki)…',
  uploading: 'Wysyłanie pakietu…',
  sending: 'Wysyłanie wiadomości do odbiorcy…',
  sent: 'Zgłoszenie przekazano. Odbiorca otrzymał wiadomość z linkiem do pobrania.',
  buildFailed: 'Nie udało się przygotować pakietu.',
  // The list of forwards.
  listLabel: 'Przekazania zgłoszenia',
  noForwards: 'Zgłoszenia nie przekazano dotąd żadnemu organowi.',
  columnName: 'Nazwa',
  columnRecipient: 'Odbiorca',
  columnSentAt: 'Data wysłania',
  columnDeliveredAt: 'Data doręczenia',
  columnStatus: 'Status',
  columnDownloads: 'Pobrania',
  columnExpiresAt: 'Ważne do',
  columnFiles: 'Załączniki',
  withFilesYes: 'z załącznikami',
  withFilesNo: 'bez załączników',
  copyTo: (email: string) => `DW: ${email}`,
  downloads: (count: number, max: number) => `${count}/${max}`,
  refresh: 'Odśwież status',
  refreshOf: (recipient: string) => `Odśwież status przekazania do ${recipient}`,
  notDelivered: '-',
  expired: 'wygasło, pakiet usunięto',
  status: {
    sent: 'Wysłano — oczekuje na doręczenie',
    delivered: 'Doręczono',
    delayed: 'Doręczenie opóźnione',
    bounced: 'Nie doręczono — serwer odbiorcy odrzucił wiadomość',
    complained: 'Odbiorca oznaczył wiadomość jako spam',
    rejected: 'Odrzucono przed wysłaniem',
    failed: 'Nie udało się wysłać',
  },
  // Refusals (server and form).
  nameTooLong: 'Nazwa nie może mieć więcej niż 250 znaków',
  emailTooLong: 'E-mail nie może mieć więcej niż 100 znaków',
  bodyTooLong: 'Treść nie może mieć więcej niż 5000 znaków',
  bundleTooLarge: 'Pakiet jest zbyt duży (najwyżej 150 MB). Wybierz mniej załączników.',
  packageLacksForwarding: 'Pakiet Twojej organizacji nie obejmuje przekazywania zgłoszeń do organów zewnętrznych.',
  bundleMissing: 'Pakiet nie dotarł na serwer w całości. Spróbuj wysłać ponownie.',
  bundleNotZip: 'Przesłany pakiet nie jest plikiem ZIP.',
  forwardNotFound: 'Nie znaleziono przekazania.',
  alreadySent: 'To przekazanie zostało już wysłane.',
  sendInProgress: 'To przekazanie jest właśnie wysyłane. Odśwież listę przekazań za chwilę.',
  mailFailed: 'Nie udało się wysłać wiadomości do odbiorcy. Spróbuj ponownie.',
} as const;

/**
 * The e-mails to the authority a report is forwarded to: the link to the download page and its
 * single-use code (Polish; the page itself is also in English, ./external.ts).
 */
export const shareMailTexts = {
  shareSubject: (organisation: string, identifier: string) => `${organisation} przekazuje zgłoszenie ${identifier}`,
  shareLink: 'Pobierz pliki',
  shareDetails: (expiresAt: string, downloads: number) =>
    `Pliki (raport PDF i załączniki w jednym pliku ZIP) można pobrać do ${expiresAt}, najwyżej ${downloads} razy. ` +
    `Na stronie pobierania wybierz „Generuj kod”: jednorazowy kod przyjdzie na ten adres e-mail.`,
  codeSubject: (identifier: string) => `Kod pobrania plików zgłoszenia ${identifier}`,
  codeMail: (code: string, minutes: number) => [
    `Kod pobrania: ${code}`,
    `Kod jest jednorazowy i ważny ${minutes} minut. Wielkość liter ma znaczenie.`,
  ],
} as const;
