import { shareRules } from '@shared/domain/forwards.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { externalTexts } from '@shared/messages/external.js';
import type { LogContext } from '../data/audit-log.js';
import { getForward, getShare, type ShareRecord } from '../data/forwards.js';
import { sha256 } from '../lib/hashing.js';
import { HttpError, forbidden, notFound } from '../lib/http-error.js';

/**
 * The share a link names, by the hash of its id (the id itself is never stored). Unknown, gone
 * past its keeping, or of a report deleted since (which took its forward and bundle along): 404.
 */
export async function requireShare(shareId: string): Promise<ShareRecord> {
  const share = await getShare(sha256(shareId));
  const forward = share ? await getForward(share.tenantId, share.reportId, share.forwardId) : null;
  if (!share || !forward) throw notFound(externalTexts.notFound);
  return share;
}

/** Whether the share may still be downloaded from at `now` (not expired, not deleted, downloads left). */
export const isLiveShare = (share: ShareRecord, now: Date): boolean =>
  !share.bundleDeletedAt &&
  Date.parse(share.expiresAt) > now.getTime() &&
  share.downloadCount < shareRules.downloadsMax;

/**
 * Refuses a code or a download of a share that is no longer live: expired or deleted with the
 * spec's text; with its downloads used up it says so (DOWNLOAD_LIMIT_REACHED), as its page shows
 * the count to anyone with the link anyway.
 */
export function requireLiveShare(share: ShareRecord, now: Date): void {
  if (isLiveShare(share, now)) return;
  const expired = !!share.bundleDeletedAt || Date.parse(share.expiresAt) <= now.getTime();
  throw expired
    ? forbidden(externalTexts.downloadFailed)
    : new HttpError('DOWNLOAD_LIMIT_REACHED', externalTexts.limitUsed);
}

/** A code is stored as the SHA-256 of the share's hash and the code: it opens no other share. */
export const shareCodeHash = (share: Pick<ShareRecord, 'shareHash'>, code: string): string =>
  sha256(`${share.shareHash}:${code}`);

/** What the authority does is logged in the organisation's log under the report, with its address. */
export const byRecipient = (share: Pick<ShareRecord, 'tenantId' | 'reportId'>, clientIp: string): LogContext => ({
  tenantId: share.tenantId,
  actor: { userId: null, userName: auditActorNames.externalRecipient, clientIp },
  reportId: share.reportId,
});
