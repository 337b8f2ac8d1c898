import type { Contract } from '../contract.js';
import { completeInboxFileUpload } from './complete-inbox-file-upload.js';
import { downloadInboxFile } from './download-inbox-file.js';
import { getInboxReport } from './get-inbox-report.js';
import { listInboxMessages } from './list-inbox-messages.js';
import { logInToInbox } from './log-in-to-inbox.js';
import { logInToPhoneInbox } from './log-in-to-phone-inbox.js';
import { logOutOfInbox } from './log-out-of-inbox.js';
import { renewInboxSession } from './renew-inbox-session.js';
import { sendInboxMessage } from './send-inbox-message.js';
import { startInboxFileUpload } from './start-inbox-file-upload.js';
import { answerProtocol } from './answer-protocol.js';
import { requestMeeting } from './request-meeting.js';
import { deleteReplyNotice } from './delete-reply-notice.js';
import { getReplyNotice } from './get-reply-notice.js';
import { setReplyNotice } from './set-reply-notice.js';

export {
  completeInboxFileUpload,
  downloadInboxFile,
  getInboxReport,
  listInboxMessages,
  logInToInbox,
  logInToPhoneInbox,
  logOutOfInbox,
  renewInboxSession,
  sendInboxMessage,
  startInboxFileUpload,
  answerProtocol,
  requestMeeting,
  getReplyNotice,
  setReplyNotice,
  deleteReplyNotice,
};

/** The reporter inbox: login with the report's secret, a 900-second token, the conversation. */
export const inboxContracts = [
  logInToInbox,
  logInToPhoneInbox,
  renewInboxSession,
  logOutOfInbox,
  getInboxReport,
  listInboxMessages,
  sendInboxMessage,
  startInboxFileUpload,
  completeInboxFileUpload,
  downloadInboxFile,
  answerProtocol,
  requestMeeting,
  getReplyNotice,
  setReplyNotice,
  deleteReplyNotice,
] as const satisfies readonly Contract[];
