/**
 * The opt-in notice of replies (docs/security.md §6.7), on the form's success modal and in the
 * inbox. Our wording: the spec has no notices. The notice itself says `notice` and nothing else.
 */
export const replyNoticeTexts = {
  title: 'Powiadomienie o odpowiedzi',
  intro:
    'Zostaw adres e-mail lub numer telefonu, a raz dziennie, gdy organizacja odpowie, dostaniesz tylko wiadomość „Masz nową odpowiedź w skrzynce” — bez treści, identyfikatora i nazwy organizacji.',
  exposure:
    'Operator platformy mógłby odczytać podany adres lub numer, a Twój dostawca poczty lub sieci komórkowej zobaczy powiadomienie. Nie podawaj adresu ani numeru służbowego i nie odbieraj powiadomień na urządzeniu służbowym.',
  channelLabel: 'Powiadom mnie przez',
  channelEmail: 'E-mail',
  channelSms: 'SMS',
  emailLabel: 'Adres e-mail',
  phoneLabel: 'Numer telefonu (9 cyfr bez spacji)',
  save: 'Włącz powiadomienie',
  saved: 'Powiadomienie włączone.',
  active: (masked: string) => `Powiadomienie włączone: ${masked}`,
  remove: 'Usuń powiadomienie',
  removed: 'Powiadomienie usunięte, adres skasowany.',
  failed: 'Nie udało się zapisać powiadomienia. Spróbuj ponownie.',
  emailInvalid: 'Zły format adresu e-mail',
  phoneInvalid: 'Numer telefonu musi mieć 9 cyfr bez spacji',
  phoneReport: 'Zgłoszenie telefoniczne nie może mieć powiadomienia o odpowiedzi.',
  /** The notice: this and nothing else, by e-mail (as subject and text) or SMS. */
  notice: 'Masz nową odpowiedź w skrzynce',
} as const;
