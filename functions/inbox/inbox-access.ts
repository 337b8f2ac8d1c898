import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { inboxLoginLimit } from '@shared/domain/inbox.js';
import { reportState, reportType } from '@shared/domain/report.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import { clearAttempts } from '../data/rate-limits.js';
import { getReportByIdentifier, getReportRecord, type ReportRecord } from '../data/reports.js';
import { createInboxSession } from '../data/sessions.js';
import { getTenant, type Tenant } from '../data/tenants.js';
import type { ReporterCaller } from '../lib/auth.js';
import { authVerifier } from '../lib/credentials.js';
import { constantTimeEqual } from '../lib/hashing.js';
import { HttpError, conflict, unauthenticated } from '../lib/http-error.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { inboxSession } from '@shared/domain/session.js';

/** A verifier no authKey matches ('!' is not base64url): what an unknown identifier is compared with. */
const NO_REPORT_VERIFIER = '!'.repeat(43);

export type InboxChannel = 'password' | 'phone';

/**
 * Opens the inbox of the report an identifier names when the secret matches: its password's
 * authKey, or for a phone report (type 2) the phone secret. An unknown identifier, a wrong
 * secret and the wrong channel get the same answer after the same reads and the same comparison.
 * The sixth attempt of a run of wrong ones is refused until the window ends; a correct one ends
 * the run. Nothing of the caller (no address) is stored.
 */
export async function openInbox(identifier: string, authKey: string, channel: InboxChannel) {
  await consumeRateLimit(inboxLoginLimit, identifier);
  const report = await getReportByIdentifier(identifier);
  const channelFits = !!report && (report.type === reportType.phone) === (channel === 'phone');
  const verifier = report && channelFits ? report.reporterAuthVerifier : NO_REPORT_VERIFIER;
  if (!constantTimeEqual(verifier, authVerifier(authKey)) || !report)
    throw new HttpError('UNAUTHENTICATED', inboxTexts.invalidCredentials);
  await clearAttempts(inboxLoginLimit.scope, identifier);
  return sessionAnswer(await createInboxSession(report.tenantId, report.reportId));
}

/** What a login or a renewal answers: the token, its end, and its lifetime for the countdown. */
export const sessionAnswer = (session: { token: string; expiresAt: string }) => ({
  ...session,
  expiresInSeconds: inboxSession.seconds,
});

/** The report of the caller's token and its organisation; a deleted report ends the session (401). */
export async function requireInboxReport(caller: ReporterCaller): Promise<{ report: ReportRecord; tenant: Tenant }> {
  const [report, tenant] = await Promise.all([
    getReportRecord(caller.session.tenantId, caller.session.reportId),
    getTenant(caller.session.tenantId),
  ]);
  if (!report || !tenant) throw unauthenticated();
  return { report, tenant };
}

/**
 * A reporter may write while the case is open and the organisation's licence active (docs/features.md,
 * "Who may do what").
 */
export function requireWritable(report: ReportRecord, tenant: Tenant): void {
  if (report.state === reportState.archived) throw conflict(conversationTexts.closed);
  if (!isLicenceActive(tenant.licence)) throw new HttpError('LICENCE_INACTIVE', inboxTexts.licenceNotice);
}

export const inboxIdentifier = (report: ReportRecord) => formatReporterIdentifier(report.identifier);
