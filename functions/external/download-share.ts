import { downloadShare } from '@shared/contracts/external/download-share.js';
import { BUNDLE_CONTENT_TYPE, shareRateLimits, shareRules } from '@shared/domain/forwards.js';
import { externalTexts } from '@shared/messages/external.js';
import { presignDownload } from '../adapters/s3.js';
import { logEntryWrite } from '../data/audit-log.js';
import { downloadWrites } from '../data/forwards.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { constantTimeEqual } from '../lib/hashing.js';
import { forbidden } from '../lib/http-error.js';
import { countRateLimited } from '../lib/rate-limit.js';
import { byRecipient, requireLiveShare, requireShare, shareCodeHash } from './share-access.js';

/**
 * 'Pobierz': the code is checked, used up and the download counted and logged in one
 * transaction (two parallel downloads with one code: one wins); then a short-lived URL of the
 * zip. Every refusal of a code is the same 403 with the spec's text, so it tells nothing of which
 * check failed; only a share whose downloads are used up says so (its page shows the count). A code is counted as a guess per client and per share before it is checked; a right
 * one is given back, and past the limit even a right one waits (429).
 */
export const handler = defineHandler(downloadShare, async ({ params, body, caller }) => {
  const share = await requireShare(params.shareId);
  const now = new Date();
  requireLiveShare(share, now);
  const perClient = await countRateLimited(shareRateLimits.wrongCodesPerClient, caller.clientIp);
  const perShare = await countRateLimited(shareRateLimits.wrongCodesPerShare, share.shareHash);

  const codeHash = shareCodeHash(share, body.code);
  const waiting =
    share.codeHash && share.codeExpiresAt && Date.parse(share.codeExpiresAt) > now.getTime() ? share.codeHash : null;
  if (!waiting || !constantTimeEqual(codeHash, waiting)) throw forbidden(externalTexts.downloadFailed);

  const downloadCount = share.downloadCount + 1;
  await transact([
    ...downloadWrites(share, codeHash, now.toISOString()),
    logEntryWrite(
      byRecipient(share, caller.clientIp),
      'report.forward.downloaded',
      share.identifier,
      share.emailTo,
      `${downloadCount} z ${shareRules.downloadsMax}`,
    ),
  ]);
  await Promise.all([perClient.succeeded(), perShare.succeeded()]);
  return { url: await presignDownload(share.bundleKey, `${share.identifier}.zip`, BUNDLE_CONTENT_TYPE), downloadCount };
});
