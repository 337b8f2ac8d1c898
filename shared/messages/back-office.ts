import { authTexts } from './auth.js';
import { commonTexts, contactTexts } from './common.js';
import { pageTitleTexts } from './page-titles.js';
import { reportStateLabel } from './reports.js';
import { reportState } from '../domain/report.js';

/** Texts of the back-office shell and its screens. */
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
  home: pageTitleTexts.pages.dashboard,
  confirm: 'Potwierdź',
  cancel: commonTexts.cancel,
} as const;

export const settingsTexts = {
  title: pageTitleTexts.pages.settings,
} as const;

export const dashboardTexts = {
  title: pageTitleTexts.pages.dashboard,
  new: reportStateLabel[reportState.new],
  open: reportStateLabel[reportState.open],
  archived: reportStateLabel[reportState.archived],
  staffUsers: 'Użytkownicy',
} as const;

export const ownAccountTexts = {
  title: 'Moje konto',
  name: contactTexts.name,
  email: contactTexts.email,
  phone: contactTexts.phone,
  registrationDate: 'Data rejestracji',
  type: 'Typ konta',
  canArchivize: 'Może archiwizować',
  canReports: 'Może pobierać raporty',
  yes: 'Tak',
  no: 'Nie',
  none: '-',
} as const;
