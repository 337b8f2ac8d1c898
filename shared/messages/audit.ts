/**
 * The system log's catalogue: every action an entry can record (its key is stored as the entry's
 * `action`, so keys never change) → the "Aktywność" text shown for it.
 * The texts are ours; the spec names the column, not its wording.
 */
/** What an upload refused as infected was (the subject of 'file.infected'). */
export const fileUploadTexts = {
  reply: (identifier: string) => `załącznik odpowiedzi w zgłoszeniu ${identifier}`,
  privateFile: (identifier: string) => `prywatny załącznik zgłoszenia ${identifier}`,
  message: (identifier: string) => `załącznik wiadomości od sygnalisty w zgłoszeniu ${identifier}`,
  categoryAttachment: (fileName: string) => `załącznik kategorii ${fileName}`,
  logo: 'logo',
  statement: (fileName: string) => `deklaracja dostępności ${fileName}`,
} as const;

export const auditTexts = {
  'account.activated': 'Aktywacja konta i utworzenie organizacji',
  'password.changed': 'Zmiana hasła',
  'password.reset': 'Reset hasła',
  'totp.enabled': 'Włączenie aplikacji uwierzytelniającej',
  'totp.disabled': 'Wyłączenie aplikacji uwierzytelniającej',
  'totp.backupCodesRegenerated': 'Wygenerowanie nowych kodów zapasowych',
  'totp.backupCodeUsed': 'Logowanie kodem zapasowym',
  'passkey.added': (name: string) => `Dodanie klucza dostępu: ${name}`,
  'passkey.renamed': (name: string) => `Zmiana nazwy klucza dostępu: ${name}`,
  'passkey.removed': (name: string) => `Usunięcie klucza dostępu: ${name}`,
  'category.created': (categoryName: string) => `Dodanie kategorii: ${categoryName}`,
  'category.updated': (categoryName: string) => `Edycja kategorii: ${categoryName}`,
  'category.deleted': (categoryName: string) => `Usunięcie kategorii: ${categoryName}`,
  'category.attachment.added': (fileName: string) => `Dodanie załącznika kategorii: ${fileName}`,
  'category.attachment.deleted': (fileName: string) => `Usunięcie załącznika kategorii: ${fileName}`,
  'report.received': 'Przyjęcie zgłoszenia z formularza',
  'report.file.infected': (signature: string) =>
    `Odrzucenie zgłoszenia z formularza: załącznik zawiera wirusa (${signature})`,
  'file.infected': (upload: string, signature: string) => `Odrzucenie pliku z wirusem (${signature}): ${upload}`,
  'report.email.received': (identifier: string) => `Przyjęcie zgłoszenia e-mailowego ${identifier}`,
  'report.email.refused': (reason: string) => `Odrzucenie wiadomości e-mail na adres zgłoszeń: ${reason}`,
  'report.phone.recorded': (identifier: string) => `Zarejestrowanie zgłoszenia telefonicznego ${identifier}`,
  'report.phone.protocolApproved': (identifier: string) =>
    `Zatwierdzenie protokołu rozmowy przez zgłaszającego w zgłoszeniu ${identifier}`,
  'report.phone.correctionsAsked': (identifier: string) =>
    `Prośba zgłaszającego o poprawki protokołu rozmowy w zgłoszeniu ${identifier}`,
  'report.voiceProtocol.written': (identifier: string, version: string) =>
    `Zapisanie protokołu wiadomości głosowej w zgłoszeniu ${identifier} (wersja ${version})`,
  'report.voiceProtocol.approved': (identifier: string) =>
    `Zatwierdzenie protokołu wiadomości głosowej przez zgłaszającego w zgłoszeniu ${identifier}`,
  'report.voiceProtocol.correctionsAsked': (identifier: string) =>
    `Prośba zgłaszającego o poprawki protokołu wiadomości głosowej w zgłoszeniu ${identifier}`,
  'report.meeting.requested': (identifier: string) => `Prośba zgłaszającego o spotkanie w zgłoszeniu ${identifier}`,
  'report.meetingProtocol.written': (identifier: string, version: string) =>
    `Zapisanie protokołu spotkania w zgłoszeniu ${identifier} (wersja ${version})`,
  'report.meetingProtocol.approved': (identifier: string) =>
    `Zatwierdzenie protokołu spotkania przez zgłaszającego w zgłoszeniu ${identifier}`,
  'report.meetingProtocol.correctionsAsked': (identifier: string) =>
    `Prośba zgłaszającego o poprawki protokołu spotkania w zgłoszeniu ${identifier}`,
  'report.archived': (identifier: string) => `Archiwizacja zgłoszenia ${identifier}`,
  'report.deleted': (identifier: string) => `Trwałe usunięcie zgłoszenia ${identifier}`,
  'category.attachment.renamed': (oldName: string, newName: string) =>
    `Zmiana nazwy załącznika kategorii: ${oldName} → ${newName}`,
  'category.users.changed': (categoryName: string) => `Zmiana użytkowników przypisanych do kategorii: ${categoryName}`,
  'access.restored': 'Przywrócenie dostępu do zgłoszeń kluczem odzyskiwania',
  'session.login': 'Zalogowanie do systemu',
  'session.logout': 'Wylogowanie z systemu',
  'report.reply.sent': (identifier: string) => `Odpowiedź do sygnalisty w zgłoszeniu ${identifier}`,
  'report.reply.feedback': (identifier: string) =>
    `Odpowiedź do sygnalisty w zgłoszeniu ${identifier} oznaczona jako informacja zwrotna`,
  'report.message.received': (identifier: string) => `Wiadomość od sygnalisty w zgłoszeniu ${identifier}`,
  'report.reply.fileAdded': (identifier: string) => `Dodanie załącznika do odpowiedzi w zgłoszeniu ${identifier}`,
  'report.message.fileAdded': (identifier: string) =>
    `Załącznik do wiadomości od sygnalisty w zgłoszeniu ${identifier}`,
  'report.opened': (identifier: string) => `Otwarcie zgłoszenia ${identifier} (potwierdzenie przyjęcia)`,
  'report.opened.acknowledged': (identifier: string) => `Otwarcie zgłoszenia ${identifier}`,
  'report.legalHold.set': (identifier: string, reason: string) =>
    `Wstrzymanie usunięcia zgłoszenia ${identifier} po okresie przechowywania: ${reason}`,
  'report.legalHold.cleared': (identifier: string) => `Zdjęcie wstrzymania usunięcia zgłoszenia ${identifier}`,
  'report.followUpEnd.set': (identifier: string, day: string) =>
    `Zapisanie daty zakończenia działań następczych w zgłoszeniu ${identifier}: ${day}`,
  'report.followUpEnd.cleared': (identifier: string) =>
    `Usunięcie daty zakończenia działań następczych w zgłoszeniu ${identifier} (liczy się data archiwizacji)`,
  'report.retention.purged': (identifier: string) =>
    `Usunięcie zgłoszenia ${identifier} po upływie okresu przechowywania`,
  'report.feedback.marked': (identifier: string) =>
    `Oznaczenie informacji zwrotnej jako przekazanej poza platformą w zgłoszeniu ${identifier}`,
  'report.label.set': (identifier: string) => `Ustawienie etykiety zgłoszenia ${identifier}`,
  'report.label.removed': (identifier: string) => `Usunięcie etykiety zgłoszenia ${identifier}`,
  'report.redactions.changed': (identifier: string) => `Zmiana zaczernień zgłoszenia ${identifier}`,
  'report.register.changed': (identifier: string) => `Zmiana danych do rejestru zgłoszenia ${identifier}`,
  'report.minimisation.marked': (identifier: string, what: string, due: string) =>
    `Oznaczenie danych jako nieistotnych dla sprawy w zgłoszeniu ${identifier}: ${what}; usunięcie ${due}`,
  'report.minimisation.unmarked': (identifier: string, what: string) =>
    `Cofnięcie oznaczenia danych jako nieistotnych dla sprawy w zgłoszeniu ${identifier}: ${what}`,
  'report.minimisation.deleted': (identifier: string, what: string, markedBy: string, markedAt: string) =>
    `Usunięcie danych nieistotnych dla sprawy w zgłoszeniu ${identifier}: ${what}; oznaczył(a): ${markedBy}, ${markedAt}`,
  'report.handlers.changed': (identifier: string, assigned: string, removed: string) =>
    `Zmiana osób prowadzących zgłoszenie ${identifier}: przypisano: ${assigned}; usunięto: ${removed}`,
  'report.access.excluded': (identifier: string, names: string, reason: string) =>
    `Wyłączenie z dostępu do zgłoszenia ${identifier}: ${names}; powód: ${reason}`,
  'report.access.readmitted': (identifier: string, name: string) =>
    `Przywrócenie dostępu do zgłoszenia ${identifier}: ${name}`,
  'report.moved': (identifier: string, categoryName: string) =>
    `Przeniesienie zgłoszenia ${identifier} do kategorii: ${categoryName}`,
  'report.privateFile.added': (identifier: string) => `Dodanie prywatnego załącznika do zgłoszenia ${identifier}`,
  'report.privateFile.deleted': (identifier: string) => `Usunięcie prywatnego załącznika zgłoszenia ${identifier}`,
  'report.note.added': (identifier: string) => `Dodanie notatki do zgłoszenia ${identifier}`,
  'report.note.edited': (identifier: string) => `Edycja notatki zgłoszenia ${identifier}`,
  'report.note.mentioned': (identifier: string, names: string) =>
    `Wspomnienie we wpisie zgłoszenia ${identifier} (powiadomiono e-mailem): ${names}`,
  'report.damageNote.added': (identifier: string) =>
    `Dodanie informacji o szkodach majątkowych do zgłoszenia ${identifier}`,
  'report.damageNote.edited': (identifier: string) =>
    `Edycja informacji o szkodach majątkowych zgłoszenia ${identifier}`,
  'settings.company.changed': 'Zmiana danych firmy',
  'settings.alias.changed': (alias: string) => `Zmiana aliasu formularza na: ${alias}`,
  'settings.alias.deleted': (alias: string) => `Usunięcie aliasu formularza (formularz wrócił pod: ${alias})`,
  'settings.logo.changed': 'Zmiana logo',
  'settings.logo.deleted': 'Usunięcie logo',
  'settings.statement.changed': (fileName: string) => `Zmiana deklaracji dostępności: ${fileName}`,
  'settings.statement.deleted': 'Usunięcie deklaracji dostępności',
  'settings.channels.changed': 'Zmiana dodatkowych typów zgłoszeń',
  'settings.security.changed': 'Zmiana ustawień bezpieczeństwa',
  'settings.voiceMessages.changed': 'Zmiana ustawień wiadomości głosowych',
  'settings.rules.changed': 'Zmiana reguł',
  'rules.escalation.unopened': (identifier: string, recipient: string) =>
    `Reguła: powiadomienie (${recipient}) o zgłoszeniu ${identifier} nieotwartym w terminie`,
  'rules.escalation.unassigned': (identifier: string, recipient: string) =>
    `Reguła: powiadomienie (${recipient}) o zgłoszeniu ${identifier} bez osoby prowadzącej`,
  'rules.escalation.feedbackReminder': (identifier: string, recipient: string) =>
    `Reguła: przypomnienie (${recipient}) o terminie informacji zwrotnej w zgłoszeniu ${identifier}`,
  'report.acknowledged.automatically': (identifier: string) =>
    `Automatyczne potwierdzenie przyjęcia zgłoszenia ${identifier} (reguła)`,
  'settings.externalChannelsNote.changed': 'Zmiana informacji o zgłoszeniach zewnętrznych',
  'settings.externalChannelsNote.deleted': 'Usunięcie informacji o zgłoszeniach zewnętrznych',
  'settings.procedure.created': (version: string) =>
    `Utworzenie projektu procedury zgłoszeń wewnętrznych, wersja ${version}`,
  'settings.procedure.edited': (version: string) =>
    `Zmiana projektu procedury zgłoszeń wewnętrznych, wersja ${version}`,
  'settings.procedure.consultation': (version: string, sentOn: string, endsOn: string) =>
    `Przekazanie procedury zgłoszeń wewnętrznych (wersja ${version}) do konsultacji ${sentOn}, koniec konsultacji ${endsOn}`,
  'settings.procedure.comments': (version: string) =>
    `Zapisanie uwag z konsultacji procedury zgłoszeń wewnętrznych, wersja ${version}`,
  'settings.procedure.published': (version: string, publishedOn: string, inForceFrom: string) =>
    `Podanie procedury zgłoszeń wewnętrznych (wersja ${version}) do wiadomości ${publishedOn}, obowiązuje od ${inForceFrom}`,
  'user.added': (userName: string) => `Dodanie użytkownika: ${userName}`,
  'user.updated': (userName: string) => `Edycja użytkownika: ${userName}`,
  'user.deleted': (userName: string) =>
    `Usunięcie użytkownika: ${userName} (wraz z jego dostępem do klucza organizacji)`,
  'user.invitation.sent': (userName: string) => `Wysłanie zaproszenia do użytkownika: ${userName}`,
  'user.activated': 'Aktywacja konta użytkownika z zaproszenia',
  'user.access.granted': (userName: string) => `Nadanie dostępu do treści zgłoszeń: ${userName}`,
  'report.forwarded': (identifier: string, recipient: string) =>
    `Przekazanie zgłoszenia ${identifier} do organu zewnętrznego: ${recipient}`,
  'report.forward.failed': (identifier: string, recipient: string) =>
    `Nieudane wysłanie przekazania zgłoszenia ${identifier} do: ${recipient}`,
  'report.forward.codeSent': (identifier: string, email: string) =>
    `Wysłanie kodu pobrania przekazanego zgłoszenia ${identifier} na adres ${email}`,
  'report.forward.downloaded': (identifier: string, email: string, count: string) =>
    `Pobranie przekazanego zgłoszenia ${identifier} przez odbiorcę ${email} (pobranie ${count})`,
  'report.forward.expired': (identifier: string, recipient: string) =>
    `Usunięcie wygasłego pakietu zgłoszenia ${identifier} przekazanego do: ${recipient}`,
  'billing.order.created': (description: string) => `Złożenie zamówienia: ${description}`,
  'billing.order.paid': (description: string, invoice: string) =>
    `Opłacenie zamówienia: ${description}; faktura ${invoice}`,
  'billing.licence.extended': (validTo: string, reason: string) =>
    `Przedłużenie licencji przez operatora do ${validTo}: ${reason}`,
  'billing.internalSales.changed': (value: string) => `Zmiana sprzedaży wewnętrznej przez operatora: ${value}`,
  'billing.licence.ended': 'Wygaśnięcie licencji: konto zablokowane',
  'setup.recoveryKey.checked': 'Sprawdzenie klucza odzyskiwania organizacji (klucz poprawny, zachowany)',
  'setup.recoveryKey.confirmed': 'Potwierdzenie zachowania klucza odzyskiwania organizacji (bez sprawdzenia)',
} as const satisfies Record<string, string | ((...subject: string[]) => string)>;

export type AuditAction = keyof typeof auditTexts;

/** What an action's text names (a category, a file…); nothing for a fixed text. */
export type AuditSubject<A extends AuditAction> = (typeof auditTexts)[A] extends (...subject: infer S) => string
  ? S
  : [];

/** The text of an action about its subject. */
export function auditText<A extends AuditAction>(action: A, ...subject: AuditSubject<A>): string {
  const text: string | ((...subject: string[]) => string) = auditTexts[action];
  return typeof text === 'function' ? text(...(subject as string[])) : text;
}

/** Who the log names when no staff user acted. */
export const auditActorNames = {
  reporter: 'Sygnalista',
  system: 'System',
  /** The authority a report was forwarded to, acting on the download page (`/external`). */
  externalRecipient: 'Odbiorca zewnętrzny',
  /** The operator's CLI (npm run ops), followed by who ran it. */
  operator: 'Operator',
} as const;
