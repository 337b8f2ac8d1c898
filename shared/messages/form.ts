/**
 * Texts of the public report form (spec doc 3 §2, §4, §5, §8). The spec's exact wording where it
 * gives one; the rest (marked below) is ours. The texts of the file rules are in
 * `shared/messages/files.ts` (`fileTexts`).
 */
export const formTexts = {
  // Validation (doc 3 §5), exact.
  minLength3: 'Pole wymagane - minimum 3 znaki',
  minLength4: 'Pole wymagane - minimum 4 znaki',
  selectRequired: 'Pole wymagane - wybierz z listy',
  checkboxRequired: 'Pole wymagane - zaznacz opcję',
  phoneInvalid: 'Podaj poprawny numer telefonu - 9 cyfr',
  formInvalid: 'Wystąpiły błędy w formularzu. Pola są źle wypełnione. Popraw dane i spróbuj ponownie.',
  // Confirmation (doc 3 §2), exact.
  confirmTitle: 'Potwierdź zgłoszenie',
  confirmText: 'Czy na pewno chcesz wysłać zgłoszenie?',
  confirmSend: 'Wyślij',
  confirmCancel: 'Anuluj',
  // Progress (doc 3 §4), exact.
  fetchingKey: 'Trwa pobieranie klucza publicznego...',
  keyFetched: 'Pobrano pomyślnie klucz publiczny.',
  encrypting: 'Trwa szyfrowanie danych...',
  encrypted: 'Pomyślnie zaszyfrowano dane.',
  sending: 'Trwa wysyłanie zgłoszenia...',
  // Errors (doc 3 §8), exact.
  emptyKey: 'Błąd podczas pobierania klucza zgłoszenia',

  // --- Our wording where the spec gives none. ---
  emailInvalid: 'Podaj poprawny adres e-mail',
  tooLong: (max: number) => `Pole może mieć najwyżej ${max} znaków`,
  pageTitle: 'Formularz zgłoszenia',
  organisationLogo: (company: string) => `Logo: ${company}`,
  intro:
    'Zgłoszenie jest szyfrowane w Twojej przeglądarce, zanim opuści ten komputer. Ani operator systemu Ostoja, ani nikt z dostępem do serwera nie może go odczytać — tylko upoważnione osoby w organizacji.',
  requiredHint: 'Pola oznaczone gwiazdką (*) są wymagane.',
  category: 'Kategoria zgłoszenia',
  noCategories: 'Organizacja nie udostępnia obecnie żadnej kategorii zgłoszeń.',
  loadingCategory: 'Wczytywanie pól kategorii...',
  choose: 'Wybierz z listy',
  checkedValue: 'Tak',
  anonymousAllowed: 'W tej kategorii możesz wysłać zgłoszenie anonimowo — nie podawaj danych, które Cię identyfikują, jeśli nie chcesz.',
  reporterSection: 'Dane zgłaszającego',
  reporterRequired:
    'Ta kategoria wymaga podania danych kontaktowych. Są one szyfrowane razem ze zgłoszeniem i widzą je tylko upoważnione osoby w organizacji.',
  reporterName: 'Imię i nazwisko',
  reporterPhone: 'Telefon (9 cyfr)',
  reporterEmail: 'Adres e-mail',
  attachments: 'Załączniki',
  addFiles: 'Dodaj pliki',
  allowedFiles: (extensions: string) => `Dozwolone pliki: ${extensions}. Łączny rozmiar poniżej 30 MB.`,
  attachmentMetadata: 'Pliki (zdjęcia, dokumenty) mogą zawierać ukryte dane, np. autora lub miejsce wykonania zdjęcia. Usuń je, jeśli mogą Cię zidentyfikować.',
  removeFile: (name: string) => `Usuń plik ${name}`,
  tooManyFiles: (max: number) => `Do zgłoszenia można dołączyć najwyżej ${max} plików.`,
  downloads: 'Materiały do pobrania',
  send: 'Wyślij zgłoszenie',
  encryptionProgress: 'Postęp szyfrowania',
  uploadProgress: 'Postęp wysyłania załączników',
  uploadFailed: 'Nie udało się przesłać załącznika. Spróbuj ponownie.',
  blockedTitle: 'Formularz zgłoszeń jest niedostępny',
  blockedBody:
    'Wysyłanie zgłoszeń przez ten formularz jest wyłączone, ponieważ licencja organizacji na korzystanie z systemu Ostoja wygasła.',
  blockedAdvice:
    'Skorzystaj z innego kanału zgłoszeń wskazanego przez organizację albo złóż zgłoszenie zewnętrzne do Rzecznika Praw Obywatelskich lub właściwego organu publicznego.',

  // Other channels and the accessibility statement.
  channels: 'Inne sposoby zgłoszenia',
  phoneChannel: (phoneNumber: string, pin: string) =>
    `Zgłoszenie możesz przekazać także telefonicznie pod numerem ${phoneNumber}. W trakcie połączenia podaj kod PIN organizacji: ${pin}.`,
  mailChannel: 'Zgłoszenie możesz wysłać także e-mailem na adres:',
  mailChannelNote:
    'Wiadomość e-mail dociera do serwera niezaszyfrowana i jest szyfrowana dopiero po odebraniu. Ten formularz szyfruje zgłoszenie już w Twojej przeglądarce.',
  accessibilityStatement: 'Deklaracja dostępności',
  opensInNewTab: '(otwiera się w nowej karcie)',

  // Accessibility toolbar.
  toolbar: 'Ułatwienia dostępu',
  contrast: 'Wysoki kontrast',
  fontLarger: 'Zwiększ rozmiar tekstu',
  fontSmaller: 'Zmniejsz rozmiar tekstu',
  fontSize: (percent: number) => `Rozmiar tekstu: ${percent}%`,
  help: 'Pomoc',
  inboxLogin: 'Skrzynka zgłaszającego',
  helpTitle: 'Jak bezpiecznie wysłać zgłoszenie',
  helpSteps: [
    'Korzystaj z prywatnego urządzenia i prywatnej sieci (nie ze służbowego komputera ani firmowej sieci Wi-Fi). Najlepiej otwórz formularz w oknie prywatnym (incognito) przeglądarki.',
    'Wybierz kategorię i opisz sprawę: co się stało, kiedy, gdzie i kogo dotyczy. Możesz dołączyć pliki.',
    'Treść zgłoszenia, Twoje dane i załączniki są szyfrowane w przeglądarce przed wysłaniem. Serwer przechowuje je wyłącznie w postaci zaszyfrowanej.',
    'Po wysłaniu otrzymasz identyfikator zgłoszenia i hasło. Zapisz je w bezpiecznym miejscu — nie da się ich odzyskać, bo nikt poza Tobą ich nie zna.',
    'Identyfikatorem i hasłem zalogujesz się do skrzynki zgłaszającego, gdzie przeczytasz odpowiedzi organizacji i dopiszesz informacje. Organizacja potwierdza przyjęcie zgłoszenia w ciągu 7 dni.',
  ],

  // Success (doc 3 §2 "a modal shows the sent report").
  successTitle: 'Zgłoszenie zostało wysłane',
  successIntro: (company: string) => `Zgłoszenie zostało zaszyfrowane i przekazane organizacji „${company}”.`,
  identifier: 'Identyfikator zgłoszenia',
  password: 'Hasło',
  receivedAt: 'Data przyjęcia',
  successWarning:
    'Zapisz identyfikator i hasło teraz. Nie da się ich odzyskać ani wygenerować ponownie: Ostoja nie zna Twojego hasła, a bez niego nie odczytasz odpowiedzi organizacji.',
  successInbox: 'Odpowiedzi przeczytasz po zalogowaniu do skrzynki zgłaszającego:',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
  download: 'Pobierz plik .txt',
  print: 'Drukuj',
  savedConfirm: 'Zapisałem(-am) identyfikator i hasło.',
  close: 'Zamknij',
  fileHeader: 'Ostoja — dane dostępu do zgłoszenia',
  fileName: (identifier: string) => `zgloszenie-${identifier}.txt`,

} as const;

/** What the server answers to a submission it refuses (our wording; the spec gives none). */
export const submissionTexts = {
  formNotFound: 'Nie znaleziono formularza zgłoszeń.',
  categoryNotFound: 'Nie znaleziono kategorii.',
  slotExpired: 'Sesja wysyłania zgłoszenia wygasła. Wyślij zgłoszenie ponownie.',
  finaliseInProgress: 'Zgłoszenie jest właśnie zapisywane. Odśwież stronę za chwilę, nie wysyłaj go ponownie.',
  filesNotAllowed: 'Ta kategoria nie pozwala na dołączanie plików.',
  unknownField: 'Pole nie należy do wybranej kategorii.',
  missingRequired: 'Nie wypełniono wymaganego pola.',
  reporterRequired: 'Ta kategoria wymaga podania danych zgłaszającego.',
  reporterNotAllowed: 'Zgłoszenie w tej kategorii jest anonimowe: dane zgłaszającego nie są przyjmowane.',
  filesMismatch: 'Lista plików nie zgadza się z przesłanymi plikami.',
  wrongKey: 'Klucz zgłoszenia nie jest zaszyfrowany kluczem organizacji.',
  valueTooLong: 'Za długa treść pola.',
  tooLong: 'Zgłoszenie jest zbyt długie.',
  categoryMismatch: 'Kategoria nie zgadza się z rozpoczętym zgłoszeniem.',
} as const;
