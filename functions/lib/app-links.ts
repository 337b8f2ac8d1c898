import { requireEnv } from './env.js';

/** Links e-mailed to people point at the site's own routes (web/src/config/paths.ts). */
export const appLinks = {
  login: () => `${requireEnv('APP_ORIGIN')}/login`,
  passwordResetRequest: () => `${requireEnv('APP_ORIGIN')}/resetpassword`,
  activation: (token: string) => `${requireEnv('APP_ORIGIN')}/registration/${token}`,
  passwordReset: (token: string) => `${requireEnv('APP_ORIGIN')}/reset/${token}`,
  invitation: (token: string) => `${requireEnv('APP_ORIGIN')}/invitation/${token}`,
  report: (reportId: string) => `${requireEnv('APP_ORIGIN')}/signal/${encodeURIComponent(reportId)}`,
  /** The external authority's download page of one share (the id is base64url: no escaping needed). */
  externalShare: (shareId: string) => `${requireEnv('APP_ORIGIN')}/external?share=${encodeURIComponent(shareId)}`,
  /** An organisation's public report form (the procedure names it). */
  form: (alias: string) => `${requireEnv('APP_ORIGIN')}/form/${encodeURIComponent(alias)}`,
  /** The reporter's inbox login (the e-mail channel's reply names it). */
  inboxLogin: () => `${requireEnv('APP_ORIGIN')}/inboxlogin`,
  subscription: () => `${requireEnv('APP_ORIGIN')}/subscription`,
  /** Where the payment provider sends the payer back: the payment summary. */
  orderInfo: (token: string) => `${requireEnv('APP_ORIGIN')}/orderInfo/${encodeURIComponent(token)}`,
  /** Where the payment provider sends its notifications (through the site's own origin, as the browser's calls go). */
  paymentNotifications: () => `${requireEnv('APP_ORIGIN')}/api/billing/przelewy24/notifications`,
};
