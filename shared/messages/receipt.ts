/**
 * The signed receipt ('Potwierdzenie złożenia zgłoszenia', docs/security.md §6.8): the PDF, always
 * in Polish (a document for a Polish court, employer or the Ombudsman), and the public verify
 * page. Our wording: the spec gives none.
 */
export const receiptTexts = {
  title: 'Potwierdzenie złożenia zgłoszenia',
  intro:
    'Ostoja potwierdza, że przyjęła zgłoszenie opisane poniżej. Potwierdzenie nie zawiera treści zgłoszenia, danych zgłaszającego ani hasła do skrzynki.',
  organisation: 'Organizacja',
  identifier: 'Identyfikator zgłoszenia',
  receivedAt: 'Data i godzina przyjęcia',
  /** After the date: the time zone it is shown in. */
  polishTime: 'czasu polskiego',
  channel: 'Kanał',
  channels: { form: 'formularz internetowy', phone: 'zgłoszenie telefoniczne', email: 'poczta elektroniczna' },
  digest: 'Skrót zaszyfrowanej treści (SHA-256)',
  kid: 'Klucz podpisu',
  signature: 'Podpis (Ed25519)',
  code: 'Kod weryfikacyjny',
  howToVerify: (verifyUrl: string) =>
    `Autentyczność potwierdzenia sprawdzi każdy na stronie ${verifyUrl}: wystarczy przesłać ten plik albo wkleić kod weryfikacyjny. Podpis obejmuje wszystkie dane powyżej; zmiana choćby jednego znaku go unieważnia.`,
  fileName: (identifier: string) => `potwierdzenie-${identifier}.pdf`,

  // The verify page.
  verifyTitle: 'Sprawdź potwierdzenie złożenia zgłoszenia',
  verifyIntro:
    'Prześlij plik PDF potwierdzenia albo wklej jego kod weryfikacyjny. Sprawdzenie odbywa się w tej przeglądarce: plik nigdzie nie jest wysyłany.',
  pdfLabel: 'Plik PDF potwierdzenia',
  pdfPlaceholder: 'Wybierz plik PDF',
  codeLabel: 'Kod weryfikacyjny',
  codeHint: 'Zaczyna się od „OSTOJA-R1.”',
  check: 'Sprawdź',
  checking: 'Sprawdzam…',
  authentic: (identifier: string, receivedAt: string, organisation: string) =>
    `Potwierdzenie jest autentyczne: zgłoszenie ${identifier} przyjęto ${receivedAt} w organizacji ${organisation}`,
  authenticTitle: 'Potwierdzenie jest autentyczne',
  notAuthenticTitle: 'Potwierdzenie nie jest autentyczne',
  cannotCheckTitle: 'Nie udało się sprawdzić potwierdzenia',
  refusals: {
    'not-a-receipt':
      'Ten plik PDF nie jest potwierdzeniem z Ostoi: nie ma w nim kodu weryfikacyjnego (albo kod jest uszkodzony).',
    'not-a-pdf': 'Tego pliku nie da się odczytać jako PDF.',
    'no-code':
      'To nie jest kod weryfikacyjny Ostoi albo jest niekompletny. Skopiuj go w całości, razem z „OSTOJA-R1.”.',
    'bad-signature':
      'Podpis nie zgadza się z danymi potwierdzenia: potwierdzenie zostało zmienione albo nie wystawiła go Ostoja.',
    'unknown-key': 'Potwierdzenie podpisano kluczem, którego Ostoja nigdy nie opublikowała.',
    'outside-period':
      'Potwierdzenie podpisano kluczem Ostoi, który w podanym dniu przyjęcia nie był ważny: data albo podpis są nieprawdziwe.',
    unsupported:
      'Ta przeglądarka nie obsługuje podpisów Ed25519. Użyj aktualnej wersji Chrome, Edge, Firefox lub Safari.',
    'keys-unavailable': 'Nie udało się pobrać opublikowanych kluczy Ostoi. Sprawdź połączenie i spróbuj ponownie.',
  },
  nothingGiven: 'Wybierz plik PDF albo wklej kod weryfikacyjny.',

  // The server's answer whether the report is stored (asked only on request: it sends the identifier and digest).
  invalidDigest: 'Nieprawidłowy skrót zaszyfrowanej treści: to 43 znaki z potwierdzenia.',
  askServer: 'Zapytaj Ostoję, czy nadal przechowuje to zgłoszenie',
  askServerHint:
    'Do serwera Ostoi trafią tylko identyfikator zgłoszenia i skrót z potwierdzenia. Autentyczność potwierdzenia nie zależy od tej odpowiedzi.',
  stored: (identifier: string) =>
    `Ostoja potwierdza, że przyjęła zgłoszenie ${identifier} o tym skrócie zaszyfrowanej treści i nadal je przechowuje.`,
  notStored: (identifier: string) =>
    `Ostoja nie przechowuje już zgłoszenia ${identifier} o tym skrócie: mogło zostać usunięte, np. po upływie okresu przechowywania. Podpis potwierdzenia nadal dowodzi, że zgłoszenie przyjęto.`,
  askFailed: 'Nie udało się zapytać serwera Ostoi. Spróbuj ponownie za chwilę.',
} as const;
