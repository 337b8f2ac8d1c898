import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logOutOfInbox } from '@shared/contracts/inbox/log-out-of-inbox.js';
import { setReplyNotice } from '@shared/contracts/inbox/set-reply-notice.js';
import type { NoticeChannel } from '@shared/domain/reply-notices.js';
import { callApi } from '@/lib/api-client.js';
import { clearInboxSession, setInboxToken } from '@/lib/inbox-session.js';

/**
 * The success modal turns on the notice of replies as the inbox does (docs/security.md §6.7): an
 * inbox session of the report just sent (its identifier and the login secret the form derived),
 * the notice, and the session ended at once.
 */
export async function setReplyNoticeAfterSend(
  report: { identifier: string; inboxAuthKey: string },
  body: { channel: NoticeChannel; address: string },
) {
  const session = await callApi(logInToInbox, {
    body: { identifier: report.identifier, authKey: report.inboxAuthKey },
  });
  setInboxToken(session.token, session.expiresInSeconds);
  try {
    const { notice } = await callApi(setReplyNotice, { body });
    return notice!;
  } finally {
    await callApi(logOutOfInbox, {}).catch(() => undefined);
    clearInboxSession();
  }
}
