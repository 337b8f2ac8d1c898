/**
 * The domain the e-mail channel receives at (decision 92): the deploy's REPORTS_MAIL_DOMAIN on
 * AWS (`reports.{mail domain}`), LOCAL_REPORTS_MAIL_DOMAIN under `npm start`; null when unset.
 */
export const reportsMailDomain = (): string | null => process.env.REPORTS_MAIL_DOMAIN?.trim().toLowerCase() || null;
