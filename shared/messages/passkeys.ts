/** Passkeys ('Klucze dostępu'): staff texts (Settings, the login). Our wording. */
export const passkeyTexts = {
  // Errors (the server's answers).
  challengeExpired:
    'Czas na potwierdzenie kluczem dostępu minął albo to potwierdzenie zostało już użyte. Spróbuj ponownie.',
  unknownPasskey: 'Nie rozpoznajemy tego klucza dostępu. Zaloguj się hasłem.',
  verificationFailed: 'Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie.',
  possiblyCloned:
    'Ten klucz dostępu został odrzucony: jego licznik użyć się cofnął, co może oznaczać kopię klucza. Zaloguj się hasłem i usuń ten klucz w Ustawieniach.',
  needsPassword:
    'Ten klucz dostępu nie odblokowuje kluczy szyfrowania (brak rozszerzenia PRF). Zaloguj się hasłem — klucz potwierdzi logowanie jako drugi składnik.',
  alreadyRegistered: 'Ten klucz dostępu jest już dodany.',
  tooMany: (max: number) => `Można mieć najwyżej ${max} kluczy dostępu.`,
  notFound: 'Nie znaleziono klucza dostępu.',
  nameRequired: 'Podaj nazwę klucza dostępu.',
  nameTooLong: (max: number) => `Nazwa klucza dostępu może mieć najwyżej ${max} znaków.`,
  malformed: 'Nieprawidłowa odpowiedź klucza dostępu.',

  // Settings card.
  title: 'Klucze dostępu',
  intro:
    'Klucz dostępu (passkey) to logowanie odciskiem palca, twarzą, PIN-em urządzenia lub kluczem sprzętowym, bez wpisywania hasła. Jeśli urządzenie obsługuje rozszerzenie PRF, klucz odblokowuje też treść zgłoszeń; jeśli nie — po haśle potwierdza logowanie jako drugi składnik.',
  none: 'Nie masz jeszcze kluczy dostępu.',
  add: 'Dodaj klucz dostępu',
  name: 'Nazwa klucza',
  namePlaceholder: 'np. Laptop służbowy',
  addConfirm: 'Podaj hasło: odblokuje ono Twój klucz prywatny, aby klucz dostępu mógł go zabezpieczyć.',
  added: 'Dodano klucz dostępu.',
  unlocksKeys: 'Logowanie bez hasła',
  secondFactorOnly: 'Drugi składnik (po haśle)',
  createdAt: (date: string) => `Dodany ${date}`,
  lastUsedAt: (date: string) => `ostatnio użyty ${date}`,
  rename: 'Zmień nazwę',
  save: 'Zapisz',
  cancel: 'Anuluj',
  remove: 'Usuń',
  removeConfirm: (name: string) => `Usunąć klucz dostępu „${name}”? Podaj hasło, aby potwierdzić.`,
  removed: 'Usunięto klucz dostępu.',
  cancelled: 'Dodawanie klucza dostępu przerwano.',
  unsupported: 'Ta przeglądarka nie obsługuje kluczy dostępu.',

  // Login.
  signIn: 'Zaloguj kluczem dostępu',
  signingIn: 'Czekam na klucz dostępu…',
  secondFactorPrompt: 'Potwierdź logowanie kluczem dostępu.',
  secondFactorButton: 'Użyj klucza dostępu',
  useAppInstead: 'Wpisz zamiast tego kod z aplikacji uwierzytelniającej',
  signInCancelled: 'Logowanie kluczem dostępu przerwano.',
} as const;
