/** The authenticator app and backup codes: staff texts (Settings, the login's code step). Our wording. */
export const totpTexts = {
  // Errors (the server's answers).
  codeFormat: 'Podaj 6-cyfrowy kod z aplikacji lub kod zapasowy (10 znaków).',
  setupCodeFormat: 'Podaj 6-cyfrowy kod z aplikacji.',
  invalidCode: 'Nieprawidłowy kod.',
  codeUsed: 'Ten kod został już użyty. Poczekaj na następny kod w aplikacji.',
  challengeExpired: 'Czas na podanie kodu minął lub wykorzystano limit prób. Zaloguj się ponownie.',
  alreadyEnabled: 'Aplikacja uwierzytelniająca jest już włączona.',
  notEnabled: 'Aplikacja uwierzytelniająca nie jest włączona.',
  setupExpired: 'Czas na potwierdzenie minął. Zacznij włączanie od nowa.',

  // Settings card.
  title: 'Aplikacja uwierzytelniająca',
  intro:
    'Drugi składnik logowania: po haśle podajesz 6-cyfrowy kod z aplikacji (np. Google Authenticator, Microsoft Authenticator, FreeOTP).',
  enabled: 'Włączona',
  disabled: 'Wyłączona',
  enable: 'Włącz aplikację uwierzytelniającą',
  scanQr: 'Zeskanuj kod QR w aplikacji uwierzytelniającej albo wpisz w niej ten klucz:',
  qrLabel: 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
  secretLabel: 'Klucz do wpisania ręcznie',
  firstCode: 'Kod z aplikacji',
  confirm: 'Potwierdź i włącz',
  cancel: 'Anuluj',
  backupCodesLeft: (count: number) => `Pozostałe kody zapasowe: ${count} z 10`,
  regenerate: 'Wygeneruj nowe kody zapasowe',
  regenerateConfirm:
    'Nowe kody zapasowe zastąpią dotychczasowe: stare przestaną działać. Podaj hasło, aby potwierdzić.',
  disable: 'Wyłącz aplikację uwierzytelniającą',
  disableConfirm: 'Po wyłączeniu logowanie nie będzie wymagało kodu z aplikacji. Podaj hasło, aby potwierdzić.',
  password: 'Hasło',
  disabledNotice: 'Aplikacja uwierzytelniająca została wyłączona.',

  // Backup codes, shown once.
  backupTitle: 'Kody zapasowe',
  backupIntro: 'To są Twoje kody zapasowe. Pokazujemy je tylko ten jeden raz.',
  backupWhy:
    'Jeśli stracisz dostęp do aplikacji, zaloguj się jednym z tych kodów zamiast kodu z aplikacji. Każdy kod działa tylko raz.',
  backupDownload: 'Pobierz plik',
  backupPrint: 'Drukuj',
  backupCopy: 'Kopiuj',
  backupCopied: 'Skopiowano',
  backupFileName: 'ostoja-kody-zapasowe.txt',
  backupConfirm: 'Zapisałem(-am) kody zapasowe w bezpiecznym miejscu',
  backupDone: 'Gotowe',

  // Login.
  loginCodePrompt: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów zapasowych.',
  loginCode: 'Kod z aplikacji lub kod zapasowy',
  setupRequired:
    'Organizacja wymaga drugiego składnika logowania. Dodaj konto w aplikacji uwierzytelniającej i wpisz z niej pierwszy kod.',

  // Settings → Bezpieczeństwo.
  requireSecondFactor: 'Wymagaj drugiego składnika logowania',
  requireSecondFactorHint:
    'Każda osoba bez kodu SMS ani aplikacji uwierzytelniającej przy następnym logowaniu musi włączyć aplikację uwierzytelniającą.',
} as const;
