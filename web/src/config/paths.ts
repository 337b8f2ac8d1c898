/**
 * Every URL of the web app, in one place.
 *
 * `routePatterns` are what the router matches (react-router syntax, relative to `/`);
 * `paths` are what links and `navigate()` use. A builder exists for every pattern with a
 * parameter, and `paths.test.ts` checks that each builder's output matches its pattern.
 */
const segment = (value: string): string => encodeURIComponent(value);

export const routePatterns = {
  login: 'login',
  resetPassword: 'resetpassword',
  resetPasswordStep2: 'reset/:guidreset',
  registration: 'registration/:token',
  invitation: 'invitation/:token',
  dashboard: 'dashboard',
  newReports: 'new',
  openReports: 'open',
  archivedReports: 'archive',
  allReports: 'all',
  messages: 'messages',
  users: 'users',
  categories: 'categories',
  register: 'reports',
  statistics: 'statistics',
  phoneReport: 'phonereport',
  settings: 'settings',
  settingsProcedure: 'settings/procedure',
  logs: 'logs',
  subscription: 'subscription',
  orders: 'orders',
  orderInfo: 'orderInfo/:token',
  signal: 'signal/:identifier',
  form: 'form/:alias',
  inbox: 'inbox',
  inboxLogin: 'inboxlogin',
  inboxPhoneLogin: 'inboxphonelogin',
  external: 'external',
  verify: 'verify',
  errors: 'Errors',
} as const;

/** Tabs of the login screen, selected by `?tab=` (default login). */
export type LoginTab = 'login' | 'register';

export const paths = {
  root: '/',
  login: '/login',
  loginTab: (tab: LoginTab): string => (tab === 'register' ? '/login?tab=register' : '/login'),
  resetPassword: '/resetpassword',
  /** Password reset step 2: the e-mailed link carries a single-use token (`guidreset`). */
  resetPasswordStep2: (guid: string): string => `/reset/${segment(guid)}`,
  /** Registration step 2: the e-mailed activation link carries a single-use token, never the e-mail. */
  registration: (token: string): string => `/registration/${segment(token)}`,
  /** A new staff user's e-mailed invitation: set a password, make the key pair (single-use token). */
  invitation: (token: string): string => `/invitation/${segment(token)}`,
  dashboard: '/dashboard',
  /** Recording a phone report (type 2). */
  phoneReport: '/phonereport',
  newReports: '/new',
  openReports: '/open',
  archivedReports: '/archive',
  allReports: '/all',
  messages: '/messages',
  users: '/users',
  categories: '/categories',
  /** 'Rejestr zgłoszeń'. */
  register: '/reports',
  /** 'Statystyki' (administrators and auditors). */
  statistics: '/statistics',
  settings: '/settings',
  /** 'Procedura zgłoszeń wewnętrznych' and the GDPR documents (main administrator). */
  settingsProcedure: '/settings/procedure',
  logs: '/logs',
  /**
   * One report's log: the report in the query (the spec's app kept it in local storage; a query
   * parameter survives a reload and the back button, and a link can be opened in a new tab).
   */
  reportLog: (reportId: string): string => `/logs?report=${segment(reportId)}`,
  subscription: '/subscription',
  orders: '/orders',
  orderInfo: (token: string): string => `/orderInfo/${segment(token)}`,
  /** Single report: the spec's "Signal" route, whose parameter carries the report id. */
  signal: (reportId: string): string => `/signal/${segment(reportId)}`,
  /** The organisation's public report form (opened in a new tab from the menu). */
  form: (alias: string): string => `/form/${segment(alias)}`,
  inbox: '/inbox',
  inboxLogin: '/inboxlogin',
  inboxPhoneLogin: '/inboxphonelogin',
  external: '/external',
  /** Anyone checks a receipt's signature here (docs/security.md §6.8). */
  verify: '/verify',
  /** Error2: 'Brak wskazanej strony'. */
  errors: '/Errors',
} as const;
