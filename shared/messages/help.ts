/**
 * The help site's frame (its pages' own text is web/help/*.md) and the menu's link to it (the
 * form's is `formTexts.help`).
 * The spec only says that 'Pomoc' opens the help site in a new tab: the wording is ours.
 */
export const helpTexts = {
  siteName: 'Pomoc Ostoja',
  title: (page: string) => `${page} — Pomoc Ostoja`,
  skipToContent: 'Przejdź do treści',
  navigation: 'Strony pomocy',
  staffGuide: 'Dla pracowników organizacji',
  reporterGuide: 'Dla zgłaszającego',
  /** The footer: who runs Ostoja, for a question the guide does not answer. */
  operator: (name: string, address: string) => `Operator systemu Ostoja: ${name}, ${address}`,
  /** The back-office menu's entry ('Pomoc'). */
  menuLink: 'Pomoc',
} as const;
