import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { termsNeedingAttention } from '@shared/domain/deadlines.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { deadlineTexts, termStateText } from '@shared/messages/deadlines.js';
import { emailTemplates, type DigestLine } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { deadlineDigestClaim } from '../data/deadline-digests.js';
import type { ReportRowRecord } from '../data/reports.js';
import { rowExtrasOfReports } from '../data/report-lists.js';
import type { Meeting } from '@shared/contracts/reports/schemas.js';
import { sendOnce } from '../data/sending-claims.js';
import type { StaffUser } from '../data/staff-users.js';
import { getTenant } from '../data/tenants.js';
import { appLinks } from '../lib/app-links.js';
import { log } from '../lib/logger.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
import { messageOf } from '../lib/message-of.js';
import { recipientsOf, unclosedReportsOf } from './staff-notices.js';

const dateText = (day: string) => day.split('-').reverse().join('.');

/** The terms of one report that are close or missed (the lists' marks), as digest lines (none when all is well). */
function linesOf(row: ReportRowRecord, meeting: Meeting | null, categoryName: string, now: Date): DigestLine[] {
  const marks = termsNeedingAttention(
    {
      state: row.state,
      receivedAt: row.receivedAt,
      acknowledgedAt: row.acknowledgedAt ?? null,
      feedbackAt: row.feedbackAt ?? null,
      meeting,
    },
    now,
  );
  return marks.map((mark) => ({
    identifier: formatReporterIdentifier(row.identifier),
    categoryName,
    term: deadlineTexts[mark.term],
    state: `${deadlineTexts.due(dateText(mark.due))} — ${termStateText(mark.state, null, mark.daysLeft)}`,
    link: appLinks.report(row.reportId),
  }));
}

/**
 * Once a day, for one organisation: each staff user hears, in one e-mail, of the Act's terms that
 * are close (2 days) or missed in the reports they handle, or in their categories' reports nobody
 * handles, by identifier, category and date — never any content. A digest is recorded as sent only once SES accepted it; a repeated run
 * or a redelivered message the same day sends nothing again. A digest SES refuses is given back
 * and the organisation fails once its other users are done, so that the retry sends what is
 * missing (and only that).
 */
export async function organisationJob(tenantId: string, now: Date): Promise<{ sent: number }> {
  const day = polishCalendarDate(now);
  const tenant = await getTenant(tenantId);
  if (!tenant || !isLicenceActive(tenant.licence, now)) return { sent: 0 };
  const unclosed = await unclosedReportsOf(tenantId);
  if (!unclosed) return { sent: 0 };
  const { rows, categories, users, handlers } = unclosed;
  // A meeting the reporter asked for is on the category entries (read by key, as the lists read it).
  const extras = await rowExtrasOfReports(
    tenantId,
    rows.map((row) => row.reportId),
  );
  const perUser = new Map<string, { user: StaffUser; lines: DigestLine[] }>();
  for (const row of rows) {
    const category = categories.find((candidate) => candidate.categoryId === row.categoryId);
    const lines = linesOf(row, extras.get(row.reportId)?.meeting ?? null, category?.name ?? row.categoryName, now);
    if (!lines.length) continue;
    for (const user of recipientsOf(row.reportId, handlers.get(row.reportId) ?? [], category, users)) {
      const entry = perUser.get(user.userId) ?? { user, lines: [] };
      entry.lines.push(...lines);
      perUser.set(user.userId, entry);
    }
  }
  let sent = 0;
  let refused = 0;
  for (const { user, lines } of perUser.values()) {
    try {
      const claim = deadlineDigestClaim(day, tenantId, user.userId, now);
      if (await sendOnce(claim, () => sendEmail(user.email, emailTemplates.deadlineDigest(lines)))) sent += 1;
    } catch (error) {
      refused += 1;
      log.error('deadline digest not sent', {
        tenantId,
        userId: user.userId,
        error: messageOf(error),
      });
    }
  }
  if (refused) throw new Error(`${refused} deadline digests were not sent; the retry sends them`);
  return { sent };
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
