import { getReplyNotice } from '@shared/contracts/inbox/get-reply-notice.js';
import { getReplyNotice as readReplyNotice } from '../data/reply-notices.js';
import { defineHandler } from '../lib/handler.js';
import { toReplyNotice } from './reply-notice-access.js';

/** Whether the caller's report has a notice of replies, with its masked address. */
export const handler = defineHandler(getReplyNotice, async ({ caller }) =>
  toReplyNotice(await readReplyNotice(caller.session.tenantId, caller.session.reportId)),
);
