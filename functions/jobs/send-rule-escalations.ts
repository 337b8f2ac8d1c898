import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { daysLeft, reportDeadlines } from '@shared/domain/deadlines.js';
import { reportState } from '@shared/domain/report.js';
import { escalationKinds, type EscalationKind, type RuleSettings } from '@shared/domain/rules.js';
import { isActiveStaffUser, staffUserType } from '@shared/domain/staff-user.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { DAY } from '@shared/domain/time.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { bySystem, logEntryWrite } from '../data/audit-log.js';
import type { CategoryRecord } from '../data/categories.js';
import { ruleEscalationClaim } from '../data/rule-escalations.js';
import type { ReportRowRecord } from '../data/reports.js';
import { sendOnce } from '../data/sending-claims.js';
import type { StaffUser } from '../data/staff-users.js';
import { rulesOf } from '../data/tenant-settings.js';
import { getTenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { appLinks } from '../lib/app-links.js';
import { log } from '../lib/logger.js';
import { messageOf } from '../lib/message-of.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
import { recipientsOf, unclosedReportsOf } from './staff-notices.js';

/** One e-mail a rule owes: which rule, which report, to whom. */
interface Escalation {
  kind: EscalationKind;
  row: ReportRowRecord;
  user: StaffUser;
}

const dateText = (day: string) => day.split('-').reverse().join('.');

/** Whether the rule applies to the report now (each rule once per report and person: the claim sees to that). */
function isDue(kind: EscalationKind, row: ReportRowRecord, handlerIds: readonly string[], days: number, now: Date) {
  const waited = now.getTime() - Date.parse(row.receivedAt) >= days * DAY;
  if (kind === 'unopened') return row.state === reportState.new && waited;
  if (kind === 'unassigned') return handlerIds.length === 0 && waited;
  if (row.feedbackAt) return false;
  const left = daysLeft(
    reportDeadlines({ receivedAt: row.receivedAt, acknowledgedAt: row.acknowledgedAt }).feedbackDue,
    now,
  );
  return left >= 0 && left <= days;
}

/**
 * Who a rule tells: the main administrator of a report left unopened or without a handler; the
 * report's handlers of its feedback term (its category's staff when it has none, as the digest).
 * Nobody excluded from the report hears of it.
 */
function escalationsOf(
  rules: RuleSettings['escalation'],
  rows: readonly ReportRowRecord[],
  handlers: ReadonlyMap<string, readonly string[]>,
  categories: readonly CategoryRecord[],
  users: readonly StaffUser[],
  now: Date,
): Escalation[] {
  // The main administrator, unless excluded from the report: then the other administrators (as the digest).
  const administratorsOf = (reportId: string) => {
    const seeing = users.filter((user) => isActiveStaffUser(user) && !user.hiddenReportIds?.has(reportId));
    const main = seeing.filter((user) => user.isMainAdmin);
    return main.length ? main : seeing.filter((user) => user.type === staffUserType.administrator);
  };
  return rows.flatMap((row) =>
    escalationKinds
      .filter(
        (kind) => rules[kind].enabled && isDue(kind, row, handlers.get(row.reportId) ?? [], rules[kind].days, now),
      )
      .flatMap((kind) => {
        const category = categories.find((candidate) => candidate.categoryId === row.categoryId);
        const people =
          kind === 'feedbackReminder'
            ? recipientsOf(row.reportId, handlers.get(row.reportId) ?? [], category, users)
            : administratorsOf(row.reportId);
        return people.map((user) => ({ kind, row, user }));
      }),
  );
}

/**
 * Once a day, for one organisation, the escalations its rules ask for ('Reguły', issue #34): a
 * report not opened within N days, or without a handler after N days, e-mailed to the main
 * administrator; the feedback term N days ahead, to the report's handlers. By identifier, category
 * and link, as the deadline digest — never any content. Each e-mail is sent once per report, rule
 * and person whatever the runs (sending-claims.ts), and logged by 'System' once sent. One SES
 * refuses is given back and the organisation fails after the others, so the retry sends only it.
 */
export async function organisationJob(tenantId: string, now: Date): Promise<{ sent: number }> {
  const tenant = await getTenant(tenantId);
  if (!tenant || !isLicenceActive(tenant.licence, now)) return { sent: 0 };
  const rules = rulesOf(tenant).escalation;
  if (!escalationKinds.some((kind) => rules[kind].enabled)) return { sent: 0 };
  const unclosed = await unclosedReportsOf(tenantId);
  if (!unclosed) return { sent: 0 };
  const { rows, categories, users, handlers } = unclosed;
  let sent = 0;
  let refused = 0;
  for (const { kind, row, user } of escalationsOf(rules, rows, handlers, categories, users, now)) {
    const identifier = formatReporterIdentifier(row.identifier);
    const category = categories.find((candidate) => candidate.categoryId === row.categoryId);
    const line = { identifier, categoryName: category?.name ?? row.categoryName, link: appLinks.report(row.reportId) };
    const due = reportDeadlines({ receivedAt: row.receivedAt, acknowledgedAt: row.acknowledgedAt }).feedbackDue;
    const mail = emailTemplates.ruleEscalation(
      kind === 'feedbackReminder' ? { kind, due: dateText(due) } : { kind, days: rules[kind].days },
      line,
    );
    const context = { tenantId, reportId: row.reportId, kind };
    try {
      const claim = ruleEscalationClaim(tenantId, row.reportId, kind, user.userId, now);
      if (!(await sendOnce(claim, () => sendEmail(user.email, mail)))) continue;
    } catch (error) {
      refused += 1;
      log.error('rule escalation not sent', { ...context, error: messageOf(error) });
      continue;
    }
    sent += 1;
    // Sent: a log entry that fails now is reported, never a reason to send again.
    await transact([
      logEntryWrite(bySystem(tenantId, row.reportId), `rules.escalation.${kind}`, identifier, user.name),
    ]).catch((error: unknown) =>
      log.error('rule escalation sent, not logged', { ...context, error: messageOf(error) }),
    );
  }
  if (refused) throw new Error(`${refused} rule escalations were not sent; the retry sends them`);
  return { sent };
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
