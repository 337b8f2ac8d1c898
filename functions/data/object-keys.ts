/**
 * Keys of the objects in the files bucket: the only place they are spelled. Never a file's name
 * (names are user input); always ids. Uploads land under `tmp/`, which an S3 lifecycle rule
 * empties, and move to their final key once accepted.
 */
export const TEMPORARY_OBJECT_PREFIX = 'tmp/';

export const objectKeys = {
  pendingCategoryFile: (tenantId: string, fileId: string) =>
    `${TEMPORARY_OBJECT_PREFIX}categories/${tenantId}/${fileId}`,
  categoryFile: (file: { tenantId: string; categoryId: string; fileId: string }) =>
    `categories/${file.tenantId}/${file.categoryId}/${file.fileId}`,
  /** Where all categories' attachments live (what the orphan sweep walks). */
  allCategoryFiles: 'categories/',
  /** The attachment an object under `categories/` is, or null for a key of another shape. */
  categoryFileOf: (key: string): { tenantId: string; categoryId: string; fileId: string } | null => {
    const match = /^categories\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(key);
    return match ? { tenantId: match[1]!, categoryId: match[2]!, fileId: match[3]! } : null;
  },
  /** A Settings file being uploaded (logo, accessibility statement). */
  pendingSettingsFile: (tenantId: string, fileId: string) => `${TEMPORARY_OBJECT_PREFIX}settings/${tenantId}/${fileId}`,
  /** A Settings file in use: `settings/{tenant}/{logo|statement}/{fileId}`. */
  settingsFile: (tenantId: string, kind: 'logo' | 'statement', fileId: string) =>
    `settings/${tenantId}/${kind}/${fileId}`,
  pendingSubmissionFile: (reportId: string, fileId: string) =>
    `${TEMPORARY_OBJECT_PREFIX}submissions/${reportId}/${fileId}`,
  /** A report file being uploaded (a private file, a reply's or an inbox message's attachment). */
  pendingReportFile: (tenantId: string, reportId: string, fileId: string) =>
    `${TEMPORARY_OBJECT_PREFIX}reports/${tenantId}/${reportId}/${fileId}`,
  /** Every object of a report lives under one prefix, so that a delete can purge them all. */
  reportFiles: (tenantId: string, reportId: string) => `reports/${tenantId}/${reportId}/`,
  reportFile: (tenantId: string, reportId: string, fileId: string) =>
    `${objectKeys.reportFiles(tenantId, reportId)}${fileId}`,
  /** A bundle forwarded to an external authority, while the staff browser uploads it. */
  pendingForwardBundle: (tenantId: string, reportId: string, forwardId: string) =>
    `${TEMPORARY_OBJECT_PREFIX}forwards/${tenantId}/${reportId}/${forwardId}`,
  /**
   * Forwarded bundles live apart from report files: they are plaintext (they left end-to-end
   * encryption), only the download and the expiry job reach them, and a report's delete purges
   * them with its files.
   */
  forwardBundlesOf: (tenantId: string, reportId: string) => `forwards/${tenantId}/${reportId}/`,
  /** One forward's folder (what its expiry purges, every version) and its bundle. */
  forwardFolder: (tenantId: string, reportId: string, forwardId: string) =>
    `${objectKeys.forwardBundlesOf(tenantId, reportId)}${forwardId}/`,
  forwardBundle: (tenantId: string, reportId: string, forwardId: string) =>
    `${objectKeys.forwardFolder(tenantId, reportId, forwardId)}bundle.zip`,
  /** A paid order's invoice: the PDF and the structured e-invoice (KSeF FA(3) XML). */
  invoicePdf: (tenantId: string, orderId: string) => `invoices/${tenantId}/${orderId}.pdf`,
  invoiceXml: (tenantId: string, orderId: string) => `invoices/${tenantId}/${orderId}.xml`,
  /**
   * A received e-mail as SES's S3 action stores it (`inbound/{SES message id}`), plaintext until
   * the e-mail channel has encrypted it into a report and deleted it (a 1-day lifecycle rule is
   * the backstop). Never under `reports/`: no report's purge or sweep walks it.
   */
  inboundMailPrefix: 'inbound/',
  inboundMail: (messageId: string) => `inbound/${messageId}`,
  /** Where all reports' files live (what the orphan sweep walks). */
  allReportFiles: 'reports/',
  /** The report an object under `reports/` belongs to, or null for a key of another shape. */
  reportOfFile: (key: string): { tenantId: string; reportId: string } | null => {
    const match = /^reports\/([^/]+)\/([^/]+)\/[^/]+$/.exec(key);
    return match ? { tenantId: match[1]!, reportId: match[2]! } : null;
  },
} as const;
