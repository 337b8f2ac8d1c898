import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setStaffRecordWrite, staffRecordVersionOf, type StaffRecordKind } from '../data/report-staff-records.js';
import { transact } from '../data/transact.js';
import type { StaffCaller } from '../lib/auth.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { mayRespondIn, requireVisibleReport } from './report-access.js';

const changeAction = { redactions: 'report.redactions.changed', register: 'report.register.changed' } as const;

/**
 * Replaces a record staff write about a report ('Zaczernienia', 'Dane do rejestru zgłoszeń'):
 * those who may reply in the report's category (an auditor is refused by the contract, another
 * category's report is a 404), on the version they saw: changed meanwhile, 409 and nothing
 * written. The record and a log entry in one transaction; the server never reads the record.
 * Answers the new version.
 */
export async function replaceStaffRecord(
  caller: StaffCaller,
  reportId: string,
  kind: StaffRecordKind,
  change: { next: ContentEnvelope | null; seenVersion: number },
  texts: { forbidden: string; changedMeanwhile: string },
): Promise<number> {
  const { report, visibility } = await requireVisibleReport(caller, reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  if (!mayRespondIn(caller.user, category)) throw forbidden(texts.forbidden);
  const version = staffRecordVersionOf(report, kind);
  if (change.seenVersion !== version) throw conflict(texts.changedMeanwhile);
  await transact([
    setStaffRecordWrite(report, kind, change.next),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      changeAction[kind],
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  return version + 1;
}
