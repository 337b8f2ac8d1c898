import { authTexts } from './auth.js';

/** Texts of the back-office shell and its screens (spec doc 1 §2, doc 3 §2). */
export const licenceBlockedTexts = {
  title: 'Konto zablokowane!',
  body: 'Konto zostało zablokowane, ponieważ licencja wygasła. Aby dalej korzystać z systemu, odnów subskrypcję w zakładce',
  billing: 'Rozliczenia',
  help: 'W razie pytań skontaktuj się z nami przez stronę',
  helpLink: 'Pomoc',
} as const;

export const shellTexts = {
  logout: authTexts.logout,
  menu: 'Menu główne',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  collapseMenu: 'Zwiń menu',
  expandMenu: 'Rozwiń menu',
  home: 'Panel główny',
  confirm: 'Potwierdź',
  cancel: 'Anuluj',
} as const;

export const settingsTexts = {
  title: 'Ustawienia',
} as const;

export const dashboardTexts = {
  title: 'Panel główny',
  new: 'Nowe',
  open: 'Otwarte',
  archived: 'Archiwalne',
  staffUsers: 'Użytkownicy',
} as const;

export const ownAccountTexts = {
  title: 'Moje konto',
  name: 'Imię i nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  registrationDate: 'Data rejestracji',
  type: 'Typ konta',
  canArchivize: 'Może archiwizować',
  canReports: 'Może pobierać raporty',
  yes: 'Tak',
  no: 'Nie',
  none: '-',
} as const;
