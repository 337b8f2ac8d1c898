import { PHONE_DIGITS } from '../domain/phone.js';
import { commonTexts } from './common.js';
import { phoneTexts } from './phone.js';
/**
 * Texts of the public report form. The spec's exact wording where it
 * gives one; the rest (marked below) is ours. The texts of the file rules are in
 * `shared/messages/files.ts` (`fileTexts`); those of sending and after it in `form-sent.ts`, loaded
 * with the send (docs/figures.md "Budgets": the form's first load).
 */
export const formTexts = {
  // Validation, exact.
  minLength3: 'Pole wymagane - minimum 3 znaki',
  minLength4: 'Pole wymagane - minimum 4 znaki',
  selectRequired: 'Pole wymagane - wybierz z listy',
  checkboxRequired: 'Pole wymagane - zaznacz opcję',
  phoneInvalid: phoneTexts.invalid,
  formInvalid: 'Wystąpiły błędy w formularzu. Pola są źle wypełnione. Popraw dane i spróbuj ponownie.',

  // --- Our wording where the spec gives none. ---
  emailInvalid: 'Podaj poprawny adres e-mail',
  tooLong: (max: number) => `Pole może mieć najwyżej ${max} znaków`,
  pageTitle: 'Formularz zgłoszenia',
  loading: commonTexts.loading,
  /** The language switcher's name; each language is named in itself (Polski, Українська, English). */
  language: 'Język',
  organisationLogo: (company: string) => `Logo: ${company}`,
  intro:
    'Zgłoszenie jest szyfrowane w Twojej przeglądarce, zanim opuści ten komputer. Ani operator systemu Ostoja, ani nikt z dostępem do serwera nie może go odczytać — tylko upoważnione osoby w organizacji.',
  requiredHint: 'Pola oznaczone gwiazdką (*) są wymagane.',
  category: 'Kategoria zgłoszenia',
  noCategories: 'Organizacja nie udostępnia obecnie żadnej kategorii zgłoszeń.',
  loadingCategory: 'Wczytywanie pól kategorii...',
  choose: 'Wybierz z listy',
  anonymousAllowed:
    'W tej kategorii możesz wysłać zgłoszenie anonimowo — nie podawaj danych, które Cię identyfikują, jeśli nie chcesz.',
  reporterSection: 'Dane zgłaszającego',
  reporterRequired:
    'Ta kategoria wymaga podania danych kontaktowych. Są one szyfrowane razem ze zgłoszeniem i widzą je tylko upoważnione osoby w organizacji.',
  reporterName: 'Imię i nazwisko',
  reporterPhone: `Telefon (${PHONE_DIGITS} cyfr)`,
  reporterEmail: 'Adres e-mail',
  attachments: 'Załączniki',
  addFiles: 'Dodaj pliki',
  allowedFiles: (extensions: string) => `Dozwolone pliki: ${extensions}. Łączny rozmiar poniżej 30 MB.`,
  attachmentMetadata:
    'Pliki (zdjęcia, dokumenty) mogą zawierać ukryte dane, np. autora lub miejsce wykonania zdjęcia. Usuwamy je w tej przeglądarce, zanim plik zostanie zaszyfrowany, i pokazujemy, co usunięto.',
  removeFile: (name: string) => `Usuń plik ${name}`,
  tooManyFiles: (max: number) => `Do zgłoszenia można dołączyć najwyżej ${max} plików.`,
  downloads: 'Materiały do pobrania',
  send: 'Wyślij zgłoszenie',
  blockedTitle: 'Formularz zgłoszeń jest niedostępny',
  blockedBody:
    'Wysyłanie zgłoszeń przez ten formularz jest wyłączone, ponieważ licencja organizacji na korzystanie z systemu Ostoja wygasła.',
  blockedAdvice:
    'Skorzystaj z innego kanału zgłoszeń wskazanego przez organizację albo złóż zgłoszenie zewnętrzne do Rzecznika Praw Obywatelskich lub właściwego organu publicznego.',

  // Antivirus scanning of reporters' files (an exception to server-blindness: docs/security.md §6.7), ours.
  filesScannedTitle: 'Załączniki są skanowane antywirusem',
  filesScanned:
    'Ta organizacja sprawdza załączniki programem antywirusowym. Dlatego serwer na czas sprawdzenia odszyfrowuje każdy załączony plik i widzi jego zawartość (nie widzi treści zgłoszenia ani Twoich danych); niezaszyfrowanej kopii nie zapisuje. Plik z wirusem zostanie odrzucony.',

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
  /** A Polish number: a decimal comma ('87,5%'). */
  fontSize: (percent: number) => `Rozmiar tekstu: ${percent.toLocaleString('pl-PL')}%`,
  help: 'Pomoc',
  inboxLogin: 'Skrzynka zgłaszającego',
  externalChannels: 'Możesz też zgłosić naruszenie poza organizacją',
  helpTitle: 'Jak bezpiecznie wysłać zgłoszenie',
  helpSteps: [
    'Korzystaj z prywatnego urządzenia i prywatnej sieci (nie ze służbowego komputera ani firmowej sieci Wi-Fi). Najlepiej otwórz formularz w oknie prywatnym (incognito) przeglądarki.',
    'Wybierz kategorię i opisz sprawę: co się stało, kiedy, gdzie i kogo dotyczy. Możesz dołączyć pliki.',
    'Treść zgłoszenia, Twoje dane i załączniki są szyfrowane w przeglądarce przed wysłaniem. Serwer przechowuje je wyłącznie w postaci zaszyfrowanej.',
    'Po wysłaniu otrzymasz identyfikator zgłoszenia i hasło. Zapisz je w bezpiecznym miejscu — nie da się ich odzyskać, bo nikt poza Tobą ich nie zna.',
    'Identyfikatorem i hasłem zalogujesz się do skrzynki zgłaszającego, gdzie przeczytasz odpowiedzi organizacji i dopiszesz informacje. Organizacja potwierdza przyjęcie zgłoszenia w ciągu 7 dni.',
  ],
} as const;
