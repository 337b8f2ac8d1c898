import { commonTexts } from './common.js';
/**
 * The browser tab's title of each screen (issue 18: every page its own title), by the route's
 * name in `web/src/config/paths.ts`. The public form sets its own, with the organisation's name.
 */
export const pageTitleTexts = {
  app: 'Ostoja',
  compose: (page: string) => `${page} — Ostoja`,
  pages: {
    login: 'Logowanie',
    resetPassword: 'Resetowanie hasła',
    resetPasswordStep2: 'Ustawienie nowego hasła',
    registration: 'Aktywacja konta',
    invitation: 'Aktywacja konta użytkownika',
    dashboard: 'Panel główny',
    newReports: 'Nowe zgłoszenia',
    openReports: 'Otwarte zgłoszenia',
    archivedReports: 'Archiwalne zgłoszenia',
    allReports: 'Wszystkie zgłoszenia',
    messages: 'Wiadomości',
    users: 'Użytkownicy',
    categories: 'Kategorie',
    register: 'Rejestr zgłoszeń',
    statistics: 'Statystyki',
    phoneReport: 'Zgłoszenie telefoniczne',
    settings: 'Ustawienia',
    settingsProcedure: 'Procedura zgłoszeń wewnętrznych',
    logs: 'Log systemowy',
    subscription: 'Subskrypcja',
    orders: 'Zamówienia',
    orderInfo: 'Zamówienie',
    signal: 'Zgłoszenie',
    inbox: 'Skrzynka zgłaszającego',
    inboxLogin: 'Logowanie do skrzynki zgłaszającego',
    inboxPhoneLogin: 'Logowanie do skrzynki zgłaszającego',
    external: 'Pliki do pobrania',
    verify: 'Sprawdzenie potwierdzenia',
    errors: commonTexts.pageNotFound,
  },
  registerTab: 'Rejestracja',
  notFound: commonTexts.pageNotFound,
} as const;
