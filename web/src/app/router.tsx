import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../components/error-page.js';
import { TitledOutlet } from './document-title.js';
import { FirstLoading } from '../i18n/first-loading.js';
import { paths, routePatterns as r } from '../config/paths.js';

/**
 * The route table. Every screen is a lazy route: an area's code is
 * one chunk fetched when a route of that area is first visited, so the public form never loads
 * the back-office shell.
 */
const auth = () => import('../features/auth/pages.js');
const reports = () => import('../features/reports/pages.js');
const billing = () => import('../features/billing/pages.js');
const inbox = () => import('../features/inbox/pages.js');
/** 'Brak wskazanej strony' only when it is shown: not on every page's first load. */
const notFound = async () => {
  const { NotFoundPage, notFoundLoader } = await import('./not-found-page.js');
  return { Component: NotFoundPage, loader: notFoundLoader };
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <TitledOutlet />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FirstLoading />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },

      // Every screen that loads data through the query cache (app/query-provider.tsx).
      {
        id: 'api',
        lazy: async () => ({ Component: (await import('./query-provider.js')).QueryLayout }),
        children: [
          // Staff sign-in, registration and password recovery.
          { path: r.login, lazy: async () => ({ Component: (await auth()).LoginPage }) },
          { path: r.resetPassword, lazy: async () => ({ Component: (await auth()).ResetPasswordPage }) },
          { path: r.resetPasswordStep2, lazy: async () => ({ Component: (await auth()).ResetPasswordStep2Page }) },
          { path: r.registration, lazy: async () => ({ Component: (await auth()).RegistrationStep2Page }) },
          {
            path: r.invitation,
            lazy: async () => ({ Component: (await import('../features/users/pages.js')).InvitationPage }),
          },

          // The back-office: one layout around every staff screen; its loader fetches the session.
          {
            id: 'back-office',
            lazy: async () => {
              const shell = await import('./shell/back-office-layout.js');
              return {
                Component: shell.BackOfficeLayout,
                loader: shell.backOfficeLoader,
                shouldRevalidate: shell.shouldRevalidateSession,
              };
            },
            children: [
              {
                path: r.dashboard,
                lazy: async () => ({ Component: (await import('../features/dashboard/pages.js')).DashboardPage }),
              },
              { path: r.newReports, lazy: async () => ({ Component: (await reports()).NewReportsPage }) },
              { path: r.openReports, lazy: async () => ({ Component: (await reports()).OpenReportsPage }) },
              { path: r.archivedReports, lazy: async () => ({ Component: (await reports()).ArchivedReportsPage }) },
              { path: r.allReports, lazy: async () => ({ Component: (await reports()).AllReportsPage }) },
              { path: r.messages, lazy: async () => ({ Component: (await reports()).MessagesPage }) },
              { path: r.register, lazy: async () => ({ Component: (await reports()).RegisterPage }) },
              {
                path: r.statistics,
                lazy: async () => ({ Component: (await import('../features/statistics/pages.js')).StatisticsPage }),
              },
              {
                path: r.phoneReport,
                lazy: async () => ({ Component: (await import('../features/phone-report/pages.js')).PhoneReportPage }),
              },
              {
                path: r.signal,
                lazy: async () => ({ Component: (await import('../features/report/pages.js')).ReportPage }),
              },
              {
                path: r.users,
                lazy: async () => ({ Component: (await import('../features/users/pages.js')).UsersPage }),
              },
              {
                path: r.categories,
                lazy: async () => ({ Component: (await import('../features/categories/pages.js')).CategoriesPage }),
              },
              {
                path: r.settings,
                lazy: async () => ({ Component: (await import('../features/settings/pages.js')).SettingsPage }),
              },
              {
                path: r.settingsProcedure,
                lazy: async () => ({ Component: (await import('../features/compliance/pages.js')).ProcedurePage }),
              },
              { path: r.logs, lazy: async () => ({ Component: (await import('../features/logs/pages.js')).LogsPage }) },
              { path: r.subscription, lazy: async () => ({ Component: (await billing()).SubscriptionPage }) },
              { path: r.orders, lazy: async () => ({ Component: (await billing()).OrdersPage }) },
              { path: r.orderInfo, lazy: async () => ({ Component: (await billing()).OrderInfoPage }) },
            ],
          },

          // Public screens: external downloads.
          {
            path: r.external,
            lazy: async () => ({ Component: (await import('../features/external/pages.js')).ExternalFilesPage }),
          },

          // Error2 and any unknown path: 'Brak wskazanej strony', in the back-office
          // frame for a logged-in user (which is why they sit under the query cache).
          { path: r.errors, lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },

      // The reporter inbox and its logins: only their stylesheets, none of the back-office's code
      // (the reporter's budget is the form's); the inbox brings its own query cache.
      { path: r.inbox, lazy: async () => ({ Component: (await inbox()).InboxPage }) },
      { path: r.inboxLogin, lazy: async () => ({ Component: (await inbox()).InboxLoginPage }) },
      { path: r.inboxPhoneLogin, lazy: async () => ({ Component: (await inbox()).InboxPhoneLoginPage }) },

      // Checking a receipt: public, its own chunk (pdf-lib only once a file is chosen).
      { path: r.verify, lazy: async () => ({ Component: (await import('../features/verify/pages.js')).VerifyPage }) },

      // The public report form: its own small chunk, without the query cache (docs/figures.md, "Budgets").
      { path: r.form, lazy: async () => ({ Component: (await import('../features/form/pages.js')).PublicFormPage }) },
    ],
  },
];
