import { getShare } from '@shared/contracts/external/get-share.js';
import { shareRules } from '@shared/domain/forwards.js';
import { defineHandler } from '../lib/handler.js';
import { requireShare } from './share-access.js';

/** The download page's data: who shared what until when, and the downloads used. */
export const handler = defineHandler(getShare, async ({ params }) => {
  const share = await requireShare(params.shareId);
  const now = new Date();
  return {
    organisationName: share.organisationName,
    identifier: share.identifier,
    expiresAt: share.expiresAt,
    expired: !!share.bundleDeletedAt || Date.parse(share.expiresAt) <= now.getTime(),
    downloadCount: share.downloadCount,
    downloadsMax: shareRules.downloadsMax,
    email: share.emailTo,
  };
});
