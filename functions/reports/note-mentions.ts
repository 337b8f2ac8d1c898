import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportNoteTexts } from '@shared/messages/report-notes.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import type { ReportRecord } from '../data/reports.js';
import { listStaffUsers, type StaffUser } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { appLinks } from '../lib/app-links.js';
import type { StaffCaller } from '../lib/auth.js';
import { badRequest } from '../lib/http-error.js';
import { log } from '../lib/logger.js';
import { messageOf } from '../lib/message-of.js';
import { seeingReport, type Visibility } from './report-access.js';

type Report = Pick<
  ReportRecord,
  'tenantId' | 'reportId' | 'identifier' | 'categoryId' | 'categoryName' | 'excludedIds'
>;

/**
 * The staff a note mentions ('@Jan Kowalski', issue #34), checked before anything is written: each
 * must see the report now (seeingReport) and not be the author. Anyone else — excluded from the
 * report, without its category, deactivated, unknown, of another organisation — is one 400 with
 * one sentence, so that a mention tells nobody who is excluded.
 */
export async function mentionedStaff(
  caller: Pick<StaffCaller, 'user'>,
  report: Report,
  visibility: Visibility,
  mentionedIds: readonly string[] | undefined,
): Promise<StaffUser[]> {
  if (!mentionedIds?.length) return [];
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  const seeing = seeingReport(report, await listStaffUsers(report.tenantId), category);
  return mentionedIds.map((userId) => {
    const user = seeing.find((candidate) => candidate.userId === userId);
    if (!user || userId === caller.user.userId) throw badRequest(reportNoteTexts.mentionNotSeeing);
    return user;
  });
}

/**
 * E-mails each newly mentioned person that a note of the report mentions them — its identifier,
 * category, author and a link to the back-office, never the note — then logs whom it told. The note
 * is stored by then: a refused e-mail is reported, not a reason to refuse the note (its sender would
 * send it again under a taken id); the log names only those e-mailed.
 */
export async function notifyMentioned(
  caller: Pick<StaffCaller, 'tenant' | 'user' | 'clientIp'>,
  report: Report,
  visibility: Visibility,
  people: readonly StaffUser[],
): Promise<void> {
  if (!people.length) return;
  const identifier = formatReporterIdentifier(report.identifier);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  const mail = emailTemplates.noteMention(
    { identifier, categoryName: category?.name ?? report.categoryName, link: appLinks.report(report.reportId) },
    caller.user.name,
  );
  const told: StaffUser[] = [];
  for (const person of people) {
    try {
      await sendEmail(person.email, mail);
      told.push(person);
    } catch (error) {
      log.error('note mention e-mail not sent', { reportId: report.reportId, error: messageOf(error) });
    }
  }
  if (!told.length) return;
  const names = told.map((person) => person.name).join(', ');
  await transact([
    logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.note.mentioned', identifier, names),
  ]).catch((error: unknown) =>
    log.error('note mention e-mailed, not logged', { reportId: report.reportId, error: messageOf(error) }),
  );
}
