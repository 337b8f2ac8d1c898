import { licenceAt, reminderDue } from '@shared/domain/billing.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { emailTemplates, type Email } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { logEntryWrite } from '../data/audit-log.js';
import { licenceReminderClaim, licenceReminderClaimWrite } from '../data/billing-events.js';
import { DataError, dataConflict } from '../data/data-error.js';
import { sendOnce } from '../data/sending-claims.js';
import { listStaffUsers } from '../data/staff-users.js';
import { getTenant, licenceWrite, type Tenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { appLinks } from '../lib/app-links.js';
import { log } from '../lib/logger.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
import { messageOf } from '../lib/message-of.js';

/** The claim of the "licence ended" notice (beside the 14, 3 and 0 days reminders). */
const ENDED = -1;

const day = (iso: string) => polishCalendarDate(new Date(iso)).split('-').reverse().join('.');

async function mainAdministrators(tenantId: string) {
  return (await listStaffUsers(tenantId)).filter((user) => user.isMainAdmin && isActiveStaffUser(user));
}

/** E-mails every main administrator; answers how many e-mails SES accepted and how many it refused (each logged). */
async function mail(tenant: Tenant, email: Email): Promise<{ sent: number; refused: number }> {
  const result = { sent: 0, refused: 0 };
  for (const admin of await mainAdministrators(tenant.tenantId)) {
    try {
      await sendEmail(admin.email, email);
      result.sent += 1;
    } catch (error) {
      result.refused += 1;
      log.error('licence e-mail not sent', {
        tenantId: tenant.tenantId,
        userId: admin.userId,
        error: messageOf(error),
      });
    }
  }
  return result;
}

/**
 * Hourly, for one organisation: the licence moves to its next bought period when one starts (a
 * lower package after a higher one); a licence that ended makes the organisation inactive (every
 * staff endpoint then refuses it and the public form answers 409) — recorded in its log and
 * e-mailed to the main administrator once; and 14, 3 and 0 days before the end the main
 * administrator is reminded, each once per end date. Safe to repeat: the move is conditional on
 * the licence's revision, the notices on their claims. A reminder is recorded as sent only once
 * SES accepted it; one SES refused is given back and the organisation fails, so that the retry
 * (or the next hour's run) sends it.
 */
export async function organisationJob(
  tenantId: string,
  now: Date,
): Promise<{ moved: number; ended: number; reminders: number }> {
  const totals = { moved: 0, ended: 0, reminders: 0 };
  let tenant = await getTenant(tenantId);
  if (!tenant) return totals;
  const current = licenceAt(tenant.licence, now);
  if (
    tenant.licence.periods?.length &&
    (current.packageId !== tenant.licence.packageId || current.periods!.length !== tenant.licence.periods.length)
  ) {
    try {
      await transact([licenceWrite(tenant, current)]);
      tenant = { ...tenant, licence: current, licenceRevision: (tenant.licenceRevision ?? 0) + 1 };
      totals.moved += 1;
    } catch (error) {
      // A payment changed the licence meanwhile: the next run looks again.
      if (!(error instanceof DataError)) throw error;
    }
  }
  const { validTo } = tenant.licence;
  if (!isLicenceActive(tenant.licence, now)) {
    // The claim and the log's entry in one transaction: a worker stopped between them loses neither.
    const noticedBefore = dataConflict();
    try {
      await transact([
        licenceReminderClaimWrite(tenantId, validTo, ENDED, now, noticedBefore),
        logEntryWrite({ tenantId, actor: { userId: null, userName: auditActorNames.system } }, 'billing.licence.ended'),
      ]);
    } catch (error) {
      if (error === noticedBefore) return totals;
      throw error;
    }
    await mail(tenant, emailTemplates.licenceEnded(tenant.name, appLinks.subscription()));
    totals.ended += 1;
    return totals;
  }
  const due = reminderDue(validTo, now);
  if (due === null || tenant.internalSales) return totals;
  const reminder = emailTemplates.licenceReminder(tenant.name, day(validTo), due, appLinks.subscription());
  const reminded = tenant;
  await sendOnce(licenceReminderClaim(tenantId, validTo, due, now), async () => {
    const { sent, refused } = await mail(reminded, reminder);
    // Every administrator again on the retry: an organisation has one main administrator.
    if (refused) throw new Error(`the licence reminder (${due} days) was not sent; the retry sends it`);
    totals.reminders += sent;
  });
  return totals;
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
