/**
 * Scheduled jobs (docs/development.md, "Jobs, payments and mail"): licence expiry, law deadlines (7 days / 3 months),
 * retention, expired shares and submission slots, the system log's anchors. Each entry becomes one Lambda and one EventBridge rule
 * in the jobs stack (a job that fans out per organisation: a dispatcher, a queue and a worker), so
 * adding a job is one line here plus its handler module.
 *
 * When a `functions/jobs` table exists (the job counterpart of `functions/routes.ts`), this
 * file should re-export it instead of listing jobs itself.
 */
import type { FunctionAccess } from './access.js';

export interface JobDefinition {
  /** kebab-case, unique: names the Lambda and the rule. */
  name: string;
  /** Handler module relative to the repository root, exporting `handler`, e.g. `functions/jobs/expire-licences.ts`. */
  entry: string;
  /**
   * EventBridge schedule expression, evaluated in **UTC**: `rate(1 hour)` or
   * `cron(15 2 * * ? *)` (02:15 UTC = 03:15/04:15 in Warsaw).
   */
  schedule: string;
  /** Seconds; default 60 (jobs page through work, they are not request-bound). */
  timeoutSeconds?: number;
  /**
   * What the job uses, replacing the fields of the `jobs` line in access.ts it names. A job that
   * removes files for good has `purge` on their prefix: its role then lives under the purge path,
   * the only one the files bucket lets remove versions.
   */
  access?: Partial<FunctionAccess>;
  /**
   * Fans out (functions/lib/organisation-jobs.ts): the schedule runs a dispatcher that sends one
   * message per organisation to the job's queue, and `entry` is the queue's worker, processing
   * one organisation per message (it exports `organisationJob`, and `handler` as its worker).
   * `timeoutSeconds` is then the time for one organisation, and `access` the worker's.
   */
  perOrganisation?: boolean;
}

export const jobs: readonly JobDefinition[] = [
  /**
   * Anchors the system log outside the table (docs/security.md §8, decisions 210 and 229): the
   * heads of each organisation whose log moved since its last anchor go to the Object Lock bucket.
   * Every 15 minutes: a rewrite of the table is undetectable only for entries newer than the last
   * anchor, and an organisation whose log did not move costs one Query and one GetItem, no S3 call.
   * Only the worker writes anchors (its role is under the anchor path); a log found rewritten fails
   * its organisation, which ends in the queue's dead-letter queue and its alarm.
   */
  {
    name: 'anchor-log-heads',
    entry: 'functions/jobs/anchor-log-heads.ts',
    schedule: 'rate(15 minutes)',
    timeoutSeconds: 60,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'Query', 'PutItem'],
      files: {},
      listFiles: false,
      email: false,
      sms: false,
      logAnchor: 'write',
    },
  },
  /** Licences: the next bought period starts, an ended licence blocks the organisation, reminders 14, 3 and 0 days before. */
  {
    name: 'expire-licences',
    entry: 'functions/jobs/expire-licences.ts',
    schedule: 'rate(1 hour)',
    timeoutSeconds: 300,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
      files: {},
      listFiles: false,
      email: true,
      sms: false,
    },
  },
  /** Finishes deletions of reports whose purge of files and child items was interrupted. */
  {
    name: 'purge-deleted-reports',
    entry: 'functions/jobs/purge-deleted-reports.ts',
    schedule: 'rate(1 hour)',
    timeoutSeconds: 300,
    access: {
      table: ['Query', 'DeleteItem'],
      files: { 'reports/': ['delete', 'purge'], 'forwards/': ['delete', 'purge'] },
      listFiles: true,
      email: false,
      sms: false,
    },
  },
  /** Deletes closed reports past the Act's retention (3 years after the year they closed), unless on legal hold. */
  {
    name: 'purge-expired-reports',
    entry: 'functions/jobs/purge-expired-reports.ts',
    schedule: 'cron(15 2 * * ? *)',
    // A 1 January can bring an organisation hundreds of reports; a run cut short resumes where it stopped.
    timeoutSeconds: 900,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      files: { 'reports/': ['delete', 'purge'], 'forwards/': ['delete', 'purge'] },
      listFiles: true,
      email: false,
      sms: false,
    },
  },
  /** E-mails each staff user, once a day, the Act's terms due soon or missed in their categories (no content). */
  {
    name: 'send-deadline-digests',
    entry: 'functions/jobs/send-deadline-digests.ts',
    schedule: 'cron(0 6 * * ? *)',
    timeoutSeconds: 300,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      files: {},
      listFiles: false,
      email: true,
      sms: false,
    },
  },
  /**
   * The rules' escalations ('Reguły', issue #34): reports not opened or without a handler after the
   * days an organisation set, to its main administrator; the feedback term close, to the handlers.
   * Each e-mail once per report, rule and person (no content). After the morning's digest.
   */
  {
    name: 'send-rule-escalations',
    entry: 'functions/jobs/send-rule-escalations.ts',
    schedule: 'cron(15 6 * * ? *)',
    timeoutSeconds: 300,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      files: {},
      listFiles: false,
      email: true,
      sms: false,
    },
  },
  /**
   * Deletes the bundles of expired shares (every version: they left end-to-end encryption) and
   * records it on the share and the forward. Hourly: a bundle outlives its expiry by an hour at most.
   */
  {
    name: 'expire-forward-bundles',
    entry: 'functions/jobs/expire-forward-bundles.ts',
    schedule: 'rate(1 hour)',
    timeoutSeconds: 300,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      files: { 'forwards/': ['delete', 'purge'] },
      listFiles: true,
      email: false,
      sms: false,
    },
  },
  /**
   * The notice of replies (docs/security.md §6.7): once a day, one content-free e-mail or SMS per
   * report with a staff reply since its last notice; the address deleted after an archived report's
   * last one. Reads only the reports marked due. In the afternoon, when replies of the day are in.
   */
  {
    name: 'send-reply-notices',
    entry: 'functions/jobs/send-reply-notices.ts',
    schedule: 'cron(0 15 * * ? *)',
    timeoutSeconds: 900,
    access: {
      table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'],
      files: {},
      listFiles: false,
      email: 'notices',
      sms: true,
      replyNoticeKey: 'open',
    },
  },
  /**
   * 'Nieistotne dla sprawy' (issue #35): personal data marked irrelevant is deleted at its term —
   * a field's ciphertext swapped for the one made when marking, a file's objects in every version.
   * Hourly: the term is the 13th day, so a day of failed runs still ends within the Act's 14.
   */
  {
    name: 'delete-irrelevant-data',
    entry: 'functions/jobs/delete-irrelevant-data.ts',
    schedule: 'rate(1 hour)',
    timeoutSeconds: 300,
    perOrganisation: true,
    access: {
      table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      files: { 'reports/': ['delete', 'purge'] },
      listFiles: true,
      email: false,
      sms: false,
      filesReplica: true,
    },
  },
  /** Removes files nothing refers to (copies of a finalise or an attachment upload that never committed). */
  {
    name: 'sweep-orphan-files',
    entry: 'functions/jobs/sweep-orphan-files.ts',
    schedule: 'cron(30 3 * * ? *)',
    timeoutSeconds: 300,
    access: {
      table: ['GetItem'],
      files: { 'reports/': ['delete', 'purge'], 'categories/': ['delete'] },
      listFiles: true,
      email: false,
      sms: false,
    },
  },
];
