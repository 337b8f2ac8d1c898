import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { encryptFile } from '@shared/crypto/files.js';
import {
  formatReporterIdentifier,
  generateReporterIdentifier,
  generateReporterPassword,
} from '@shared/crypto/reporter-secrets.js';
import { encryptReportForPassword, fileContext } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import { emailReportFieldIds, emailReportLimits, type EmailRefusal } from '@shared/domain/email-reports.js';
import { MB } from '@shared/domain/files.js';
import { packageOf } from '@shared/domain/packages.js';
import { reportType } from '@shared/domain/report.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { emailReportTexts } from '@shared/messages/email-reports.js';
import { scanBytes } from '../adapters/antivirus.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { deleteInboundMail, deleteObject, putObject, readInboundMail } from '../adapters/s3.js';
import { sendEmail } from '../adapters/ses.js';
import { byReporter, logEntryWrite } from '../data/audit-log.js';
import { getCategoryRecord, type CategoryRecord } from '../data/categories.js';
import { InboundMailSeenError, inboundMailWrite } from '../data/inbound-mail.js';
import { objectKeys } from '../data/object-keys.js';
import {
  freshReport,
  newReportWrites,
  REPORT_ITEM_MAX_BYTES,
  reportItemBytes,
  type ReportRecord,
} from '../data/reports.js';
import { channelsOf, getTenantIdByReportAddress } from '../data/tenant-settings.js';
import { getTenant, type Tenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { appLinks } from '../lib/app-links.js';
import { authVerifier } from '../lib/credentials.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { reporterFilesScanned } from '../lib/file-scan.js';
import { log, loggedHandler } from '../lib/logger.js';
import { signReceipt } from '../lib/receipts.js';
import { cleanAttachments } from './attachment-cleaning.js';
import {
  messageRefusal,
  parseInboundMessage,
  senderVerified,
  type InboundMessage,
  type MailReceipt,
} from './email-message.js';

/**
 * The e-mail channel (type 3 reports; an exception to server-blindness: docs/security.md §6.7). A message to
 * an organisation's report address, stored raw by SES's S3 action (AWS) or by the local SMTP
 * server (`npm start`), becomes a report in the category Settings chose:
 *
 * - the organisation is the one whose e-mail type holds the recipient address (claimed, unique)
 *   and is enabled, in the package, under an active licence, with its key and category;
 * - spam or a virus (SES's verdicts, or the headers: email-message.ts), mail from a machine (a
 *   bounce, an auto-reply, bulk or list mail: RFC 3834) and messages over the limits are refused
 *   and create nothing;
 * - every attachment is cleaned of identifying metadata as the form's are (attachment-cleaning.ts),
 *   and the report says per attachment what was removed or that it was kept as it came;
 * - the text and every attachment are encrypted at once, exactly as the form encrypts a report,
 *   for the organisation public key and under a freshly generated identifier + password; the
 *   report (type 3), its identifier, counters, the receipt mark and the log entry are one
 *   transaction; the raw message is then deleted, whatever became of it;
 * - the From address (never a Reply-To) is e-mailed the identifier and password (the inbox at
 *   /inboxlogin), and told that this reply travels by e-mail, unencrypted, but only when SES
 *   verified that address (`senderVerified`); otherwise the report is kept, marked for staff
 *   ('nadawca niezweryfikowany'), and nobody is answered. A refusal is told on the same terms.
 *   Each message is a report of its own, never merged.
 */

export interface InboundDelivery extends MailReceipt {
  /** The raw message's key in the files bucket (`inbound/{SES message id}`). */
  objectKey: string;
  /** The envelope recipients SES accepted the message for (RCPT TO). */
  recipients: readonly string[];
}

export type EmailOutcome =
  | {
      recipient: string;
      status: 'stored';
      tenantId: string;
      reportId: string;
      identifier: string;
      senderVerified: boolean;
    }
  | { recipient: string; status: 'duplicate'; tenantId: string }
  | { recipient: string; status: 'refused'; reason: EmailRefusal };

/** Fixed credentials instead of generated ones: only the local demo seed (README) uses them. */
export interface FixedSecrets {
  identifier: string;
  password: string;
}

/** What refuses the message for one organisation (after the message's own checks passed). */
async function organisationRefusal(tenant: Tenant): Promise<{ reason: EmailRefusal } | { category: CategoryRecord }> {
  const email = channelsOf(tenant).email;
  if (!email.enabled) return { reason: 'channelOff' };
  if (!packageOf(tenant.licence).emailChannel) return { reason: 'notInPackage' };
  if (!isLicenceActive(tenant.licence)) return { reason: 'licenceInactive' };
  if (!tenant.keys) return { reason: 'noKeys' };
  const category = email.categoryId ? await getCategoryRecord(tenant.tenantId, email.categoryId) : null;
  if (!category) return { reason: 'noCategory' };
  return { category };
}

/** Refusals the organisation's log records and a verified sender hears of (once); the others are silent. */
const toldRefusals: readonly EmailRefusal[] = [
  'tooManyFiles',
  'oversized',
  'infected',
  'notInPackage',
  'licenceInactive',
  'noCategory',
  'noKeys',
];

const refusalText = (reason: EmailRefusal): string => {
  if (reason === 'tooManyFiles') return emailReportTexts.refusedTooManyFiles(emailReportLimits.attachmentsMax);
  if (reason === 'oversized') return emailReportTexts.refusedOversized(emailReportLimits.attachmentsTotalMaxBytes / MB);
  if (reason === 'infected') return emailReportTexts.refusedInfected;
  return emailReportTexts.refusedUnavailable;
};

/** `answerTo`: the verified From address, or null (an unverified sender is never told anything). */
async function tellRefusal(tenant: Tenant, answerTo: string | null, reason: EmailRefusal): Promise<void> {
  if (!toldRefusals.includes(reason)) return;
  await transact([
    logEntryWrite(
      { tenantId: tenant.tenantId, actor: { userId: null, userName: auditActorNames.system } },
      'report.email.refused',
      emailReportTexts.refusal[reason],
    ),
  ]);
  if (!answerTo) return;
  await sendEmail(answerTo, emailTemplates.emailReportRefused(refusalText(reason))).catch((error: unknown) =>
    log.error('email report refusal not sent', { tenantId: tenant.tenantId, reason: (error as Error).message }),
  );
}

/**
 * The report's form of an e-mail: the text (the register's subject of the violation), the mail's
 * subject, and with attachments what removing their metadata did.
 */
const emailFieldDefs = (withAttachments: boolean) => [
  { id: emailReportFieldIds.text, type: fieldType.longText, required: true, label: emailReportTexts.textLabel },
  { id: emailReportFieldIds.subject, type: fieldType.shortText, required: false, label: emailReportTexts.subjectLabel },
  ...(withAttachments
    ? [
        {
          id: emailReportFieldIds.attachmentsCleaning,
          type: fieldType.longText,
          required: false,
          label: emailReportTexts.attachmentsCleaningLabel,
        },
      ]
    : []),
];

async function storeReport(
  tenant: Tenant,
  category: CategoryRecord,
  message: InboundMessage,
  verified: boolean,
  objectKey: string,
  secrets?: FixedSecrets,
) {
  const tenantId = tenant.tenantId;
  const reportId = randomUUID();
  const identifier = secrets?.identifier ?? generateReporterIdentifier();
  const password = secrets?.password ?? generateReporterPassword();
  const sender = message.from!;
  // The reporters' files toggle covers e-mail attachments too, scanned as they came, before anything is kept.
  // A scan that cannot run throws: the raw message stays for the retry (SES's, or SMTP's 451).
  if (reporterFilesScanned(tenant)) {
    for (const file of message.attachments)
      if ((await scanBytes(file.content)).infected) return { kind: 'infected' as const };
  }
  const cleaning = await cleanAttachments(message.attachments);
  const files = cleaning.attachments.map((attachment) => ({ ...attachment, fileId: randomUUID() }));
  const slot = {
    tenantId,
    reportId,
    identifier,
    organisation: { publicKey: tenant.keys!.publicKey, kid: tenant.keys!.kid },
  };
  const { body, reportKey } = await encryptReportForPassword(
    slot,
    {
      fields: [
        { fieldId: emailReportFieldIds.text, value: message.text || emailReportTexts.noText },
        { fieldId: emailReportFieldIds.subject, value: message.subject || emailReportTexts.noSubject },
        ...(cleaning.note ? [{ fieldId: emailReportFieldIds.attachmentsCleaning, value: cleaning.note }] : []),
      ],
      // An anonymous category keeps no contact: the address is used for the one reply, then forgotten.
      reporter: category.anonymous ? null : { name: sender.name, phone: '', email: sender.address },
      files: files.map((file) => ({ fileId: file.fileId, name: file.name })),
    },
    password,
  );
  const ciphertexts = await Promise.all(
    files.map((file) => encryptFile(reportKey, file.content, { context: fileContext(slot, file.fileId) })),
  );
  const now = new Date();
  const report: ReportRecord = {
    tenantId,
    reportId,
    identifier,
    categoryId: category.categoryId,
    categoryName: category.name,
    type: reportType.email,
    ...freshReport(now.toISOString()),
    hasAttachments: files.length > 0,
    emailSenderVerified: verified,
    fieldDefs: emailFieldDefs(cleaning.note !== null),
    fields: body.fields,
    reporter: body.reporter,
    files: body.files.map((file, index) => ({
      ...file,
      size: ciphertexts[index]!.byteLength,
      s3Key: objectKeys.reportFile(tenantId, reportId, file.fileId),
    })),
    keys: body.keys,
    reporterAuthVerifier: authVerifier(body.reporterAuthKey),
    // No slot: a hash of a token nobody holds, so no finalise can ever claim this report.
    slotTokenHash: sha256(randomToken()),
  };
  // Made here, at receipt (the server sees the message anyway): the inbox offers it to the sender.
  report.receipt = await signReceipt(
    { organisation: tenant.name, identifier, receivedAt: report.receivedAt, channel: 'email' },
    { fields: report.fields, reporter: report.reporter, files: report.files },
  );
  if (reportItemBytes(report) > REPORT_ITEM_MAX_BYTES) return { kind: 'refused' as const };
  // Ciphertext first; the report only with the commit. A failure removes what was put (the orphan sweep is the backstop).
  const formatted = formatReporterIdentifier(identifier);
  try {
    await Promise.all(report.files.map((file, index) => putObject(file.s3Key, ciphertexts[index]!)));
    await transact([
      inboundMailWrite(objectKey, tenantId, reportId, now),
      ...newReportWrites(report),
      logEntryWrite({ ...byReporter(tenantId, reportId), at: now }, 'report.email.received', formatted),
    ]);
  } catch (error) {
    await Promise.allSettled(report.files.map((file) => deleteObject(file.s3Key)));
    if (error instanceof InboundMailSeenError) return { kind: 'duplicate' as const };
    throw error;
  }
  // An unverified From may be someone else's address: the credentials would open this report to them.
  if (verified) {
    await sendEmail(
      sender.address,
      emailTemplates.emailReportReceived(tenant.name, formatted, password, appLinks.inboxLogin()),
    ).catch((error: unknown) =>
      // The report stands; the sender can write again (a new report) if no reply came.
      log.error('email report reply not sent', { tenantId, reportId, reason: (error as Error).message }),
    );
  }
  return { kind: 'stored' as const, reportId, identifier: formatted };
}

const isMissing = (error: unknown): boolean =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/**
 * Turns one stored message into reports, one per recipient organisation (a message to two
 * organisations' addresses is a report in each), then deletes it. A message already gone (a
 * retried delivery after the deletion) is nothing to do. An unexpected failure (the table
 * unreachable) leaves the raw message for the retry; the inbound lifecycle rule is the backstop.
 */
export async function receiveEmailReport(
  delivery: InboundDelivery,
  options: { secrets?: FixedSecrets } = {},
): Promise<EmailOutcome[]> {
  let raw: Uint8Array;
  try {
    raw = await readInboundMail(delivery.objectKey);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const outcomes: EmailOutcome[] = [];
  const recipients = [...new Set(delivery.recipients.map((recipient) => recipient.trim().toLowerCase()))];
  const message = await parseInboundMessage(raw).catch(() => null);
  const verified = message ? senderVerified(message, delivery) : false;
  const answerTo = verified ? message!.from!.address : null;
  for (const recipient of recipients) {
    const tenantId = await getTenantIdByReportAddress(recipient);
    const tenant = tenantId ? await getTenant(tenantId, { consistent: true }) : null;
    // The address must still be the organisation's own (a claim outlives nothing, but check).
    if (!tenant || channelsOf(tenant).email.address?.toLowerCase() !== recipient) {
      outcomes.push({ recipient, status: 'refused', reason: 'unknownAddress' });
      continue;
    }
    if (!message) {
      outcomes.push({ recipient, status: 'refused', reason: 'spam' });
      continue;
    }
    const byMessage = messageRefusal(raw.byteLength, message, delivery);
    const checked = byMessage ? { reason: byMessage } : await organisationRefusal(tenant);
    if ('reason' in checked) {
      await tellRefusal(tenant, answerTo, checked.reason);
      outcomes.push({ recipient, status: 'refused', reason: checked.reason });
      continue;
    }
    const stored = await storeReport(tenant, checked.category, message, verified, delivery.objectKey, options.secrets);
    if (stored.kind === 'refused' || stored.kind === 'infected') {
      const reason = stored.kind === 'infected' ? 'infected' : 'oversized';
      await tellRefusal(tenant, answerTo, reason);
      outcomes.push({ recipient, status: 'refused', reason });
    } else if (stored.kind === 'duplicate')
      outcomes.push({ recipient, status: 'duplicate', tenantId: tenant.tenantId });
    else
      outcomes.push({
        recipient,
        status: 'stored',
        tenantId: tenant.tenantId,
        reportId: stored.reportId,
        identifier: stored.identifier,
        senderVerified: verified,
      });
  }
  await deleteInboundMail(delivery.objectKey);
  log.info('email channel message handled', {
    senderVerified: verified,
    outcomes: outcomes.map((outcome) => ({
      status: outcome.status,
      ...(outcome.status === 'refused' ? { reason: outcome.reason } : {}),
    })),
  });
  return outcomes;
}

/**
 * The Lambda: SES's receipt rule stores the message with its S3 action (prefix `inbound/`) and
 * then invokes this function (Event) with the notification naming the message id, the envelope
 * sender (`mail.source`), the accepted recipients and SES's verdicts (spam, virus, SPF, DKIM, DMARC).
 */
const ZVerdict = z.object({ status: z.string() }).loose().optional();
const ZSesReceipt = z
  .object({
    Records: z.array(
      z
        .object({
          ses: z
            .object({
              mail: z.object({ messageId: z.string().regex(/^[A-Za-z0-9._-]+$/), source: z.string() }).loose(),
              receipt: z
                .object({
                  recipients: z.array(z.string()),
                  spamVerdict: ZVerdict,
                  virusVerdict: ZVerdict,
                  spfVerdict: ZVerdict,
                  dkimVerdict: ZVerdict,
                  dmarcVerdict: ZVerdict,
                })
                .loose(),
            })
            .loose(),
        })
        .loose(),
    ),
  })
  .loose();

export const handler = loggedHandler(async (event: unknown): Promise<{ outcomes: EmailOutcome['status'][] }> => {
  const parsed = ZSesReceipt.safeParse(event);
  if (!parsed.success) {
    log.warn('email channel event not understood', { issues: parsed.error.issues.length });
    return { outcomes: [] };
  }
  const statuses: EmailOutcome['status'][] = [];
  for (const record of parsed.data.Records) {
    const { mail, receipt } = record.ses;
    const outcomes = await receiveEmailReport({
      objectKey: objectKeys.inboundMail(mail.messageId),
      recipients: receipt.recipients,
      envelopeSender: mail.source,
      verdicts: {
        spam: receipt.spamVerdict?.status,
        virus: receipt.virusVerdict?.status,
        spf: receipt.spfVerdict?.status,
        dkim: receipt.dkimVerdict?.status,
        dmarc: receipt.dmarcVerdict?.status,
      },
    });
    statuses.push(...outcomes.map((outcome) => outcome.status));
  }
  return { outcomes: statuses };
});
