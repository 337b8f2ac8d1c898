/**
 * What the Lambdas of each area may touch (least privilege, granted per function). Keys are
 * `contract.area` values (the folder under functions/); jobs use the key `jobs`. An area that
 * is not listed gets `defaultAccess`: read/write on the table, nothing else. To let an area
 * send e-mail, reach the files bucket or send SMS, add or extend its line here — nothing else.
 *
 * - `table`: DynamoDB data-plane actions on the one table and its indexes. Only areas with no
 *   staff/reporter session and no rate limit may be `read`: checking a staff session writes
 *   (idle expiry is refreshed) and rate-limit buckets are writes.
 * - `files`: the files bucket only (`read` = Get/List/Head, `readWrite` adds Put/Delete/Abort).
 *   Presigning counts as the action presigned: a function that hands out upload URLs needs `readWrite`.
 * - `email`: `ses:SendEmail`, only with the configured `mailFrom` as sender.
 * - `sms`: `sns:Publish` (SMS to a phone number has no resource ARN, so it cannot be narrowed further).
 */
export interface AreaAccess {
  table: 'read' | 'readWrite';
  files: 'none' | 'read' | 'readWrite';
  email: boolean;
  sms: boolean;
}

export const defaultAccess: AreaAccess = { table: 'readWrite', files: 'none', email: false, sms: false };

export const areaAccess: Readonly<Record<string, Partial<AreaAccess>>> = {
  /** health: one GetItem and a HeadBucket. */
  system: { table: 'read', files: 'read' },
  /** staff login with SMS code, password reset and activation e-mails. */
  auth: { email: true, sms: true },
  /** staff management: invitations. */
  users: { email: true },
  /** back-office report handling: attachments, replies, notifications. */
  reports: { files: 'readWrite', email: true },
  /** category forms and their files. */
  categories: { files: 'readWrite' },
  /** the public form: submission slots with presigned uploads, notice to the organisation. */
  form: { files: 'readWrite', email: true },
  /** the reporter inbox: messages with attachments. */
  inbox: { files: 'readWrite' },
  /** external authority: forwarded files (download), e-mailed code. */
  external: { files: 'read', email: true },
  /** subscription, orders, invoices (PDFs in the files bucket). */
  billing: { files: 'readWrite', email: true },
  /** scheduled jobs: reminders, retention (deletes files), expiry. */
  jobs: { files: 'readWrite', email: true, sms: true },
};

export function accessFor(area: string): AreaAccess {
  return { ...defaultAccess, ...(Object.hasOwn(areaAccess, area) ? areaAccess[area] : {}) };
}
