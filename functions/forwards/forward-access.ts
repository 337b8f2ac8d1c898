import type { Forward } from '@shared/contracts/forwards/schemas.js';
import { packageOf } from '@shared/domain/packages.js';
import { forwardTexts } from '@shared/messages/forwards.js';
import { getForward, type ForwardRecord } from '../data/forwards.js';
import type { ReportRecord } from '../data/reports.js';
import type { StaffCaller } from '../lib/auth.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { requireVisibleReport } from '../reports/report-access.js';

/** Whether the organisation's package includes forwarding to external authorities. */
export const packageForwards = (caller: Pick<StaffCaller, 'tenant'>): boolean =>
  packageOf(caller.tenant.licence).externalForwarding;

/**
 * A report the caller may forward: the contract demands canExternalSend; the organisation's
 * package must include forwarding (403 otherwise) and the caller must see the report (404 for
 * another organisation's or another category's).
 */
export async function requireForwardableReport(caller: StaffCaller, reportId: string): Promise<ReportRecord> {
  if (!packageForwards(caller)) throw forbidden(forwardTexts.packageLacksForwarding);
  return (await requireVisibleReport(caller, reportId)).report;
}

/** A forward of that report that went out (pending ones are nobody's to see yet), or 404. */
export async function requireSentForward(
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  forwardId: string,
): Promise<ForwardRecord> {
  const forward = await getForward(report.tenantId, report.reportId, forwardId);
  if (!forward || forward.state === 'pending') throw notFound(forwardTexts.forwardNotFound);
  return forward;
}

/** How the log names the recipient: the authority's name and address, or the address alone. */
export const recipientOf = (forward: Pick<ForwardRecord, 'name' | 'emailTo'>): string =>
  forward.name ? `${forward.name} <${forward.emailTo}>` : forward.emailTo;

/** A forward as the report page lists it. */
export function forwardView(forward: ForwardRecord, now = new Date()): Forward {
  const expiresAt = forward.expiresAt ?? forward.createdAt;
  return {
    forwardId: forward.forwardId,
    name: forward.name,
    emailTo: forward.emailTo,
    emailCc: forward.emailCc,
    withFiles: forward.withFiles,
    sentAt: forward.sentAt ?? forward.createdAt,
    senderName: forward.senderName,
    deliveredAt: forward.deliveredAt ?? null,
    delivery: forward.delivery ?? 'sent',
    expiresAt,
    expired: !!forward.bundleDeletedAt || Date.parse(expiresAt) <= now.getTime(),
    downloadCount: forward.downloadCount,
  };
}
