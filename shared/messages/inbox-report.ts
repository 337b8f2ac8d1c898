import { commonTexts } from './common.js';
import { conversationTexts } from './conversation.js';
import { emailReportTexts } from './email-reports.js';
import { pageTitleTexts } from './page-titles.js';
import { phoneReportTexts } from './phone-reports.js';
import { protocolTexts } from './protocols.js';
import { reportStateLabel } from './reports.js';

/*
 * What the reporter's inbox shows beyond its logins (whose texts are `inboxTexts`), as catalogues
 * the reporter reads in their language. Each Polish text is the one the back-office shows, picked
 * from its own catalogue (defined there once): staff keep reading those modules in Polish.
 */

/**
 * The conversation's shared pieces (the list of messages, their attachments, the message box and
 * its send) as both sides see them: staff through the Polish default, the reporter in their
 * language (`web/src/lib/conversation-texts.ts`).
 */
export const messageTexts = {
  noMessages: conversationTexts.noMessages,
  reporter: conversationTexts.reporter,
  feedbackMark: conversationTexts.feedbackMark,
  automaticAcknowledgement: conversationTexts.automaticAcknowledgement,
  automaticAcknowledgementInPolish: conversationTexts.automaticAcknowledgementInPolish,
  hideAttachments: conversationTexts.hideAttachments,
  showAttachments: conversationTexts.showAttachments,
  attachments: conversationTexts.attachments,
  download: conversationTexts.download,
  fileUnavailable: conversationTexts.fileUnavailable,
  undecryptable: conversationTexts.undecryptable,
  send: conversationTexts.send,
  textRequired: conversationTexts.textRequired,
  addFiles: conversationTexts.addFiles,
  removeFile: conversationTexts.removeFile,
  uploadProgress: conversationTexts.uploadProgress,
  encrypting: conversationTexts.encrypting,
  sending: conversationTexts.sending,
  uploading: conversationTexts.uploading,
  noKey: conversationTexts.noKey,
} as const;

/** A phone report's protocol as its caller answers it in the inbox (art. 29 of the Act). */
export const phoneProtocolTexts = {
  protocol: phoneReportTexts.protocol,
  protocolAwaiting: phoneReportTexts.protocolAwaiting,
  protocolApproved: phoneReportTexts.protocolApproved,
  protocolCorrections: phoneReportTexts.protocolCorrections,
  inboxExplain: phoneReportTexts.inboxExplain,
  approve: phoneReportTexts.approve,
  askCorrections: phoneReportTexts.askCorrections,
  approveConfirm: phoneReportTexts.approveConfirm,
  correctionsConfirm: phoneReportTexts.correctionsConfirm,
  approvedDone: phoneReportTexts.approvedDone,
  correctionsDone: phoneReportTexts.correctionsDone,
  cancel: commonTexts.cancel,
} as const;

/**
 * A voice message's transcript and a meeting in person as the reporter sees them in the inbox
 * (issue #32, art. 26 of the Act): the protocols staff wrote, answered like the phone protocol
 * (whose states and buttons are in `phoneProtocolTexts`), and 'Poproś o spotkanie'.
 */
export const oralReportTexts = {
  voiceProtocol: protocolTexts.title.voice,
  meetingProtocol: protocolTexts.title.meeting,
  voiceExplain: protocolTexts.voiceInboxExplain,
  meetingExplain: protocolTexts.meetingInboxExplain,
  version: protocolTexts.version,
  unreadable: protocolTexts.unreadable,
  approveConfirm: protocolTexts.approveConfirm,
  correctionsConfirm: protocolTexts.correctionsConfirm,
  approvedDone: protocolTexts.approvedDone,
  correctionsDone: protocolTexts.correctionsDone,
  meeting: protocolTexts.meeting,
  meetingOffer: protocolTexts.meetingOffer,
  requestMeeting: protocolTexts.requestMeeting,
  requestMeetingConfirm: protocolTexts.requestMeetingConfirm,
  meetingRequestedDone: protocolTexts.meetingRequestedDone,
  meetingRequestedOn: protocolTexts.meetingRequestedOn,
} as const;

/** The rest of the inbox: its tab's title, the report's state, the e-mail note, the words of a wait and of a failure. */
export const inboxReportTexts = {
  pageTitle: pageTitleTexts.compose(pageTitleTexts.pages.inbox),
  stateNew: reportStateLabel[1],
  stateOpen: reportStateLabel[2],
  stateArchived: reportStateLabel[3],
  emailReportNote: emailReportTexts.reportNote,
  /** Art. 8 of the Act, as transparency: that personal data irrelevant to the case was deleted, never what (issue #35). */
  personalDataRemoved: (date: string) =>
    `Ze zgłoszenia usunięto dane osobowe, które nie są istotne dla sprawy (ostatnio ${date}).`,
  loading: commonTexts.loading,
  somethingWentWrong: commonTexts.somethingWentWrong,
} as const;

/**
 * What the server answers when it refuses something the reporter did in the inbox (written to a
 * closed report, answered a protocol already approved…): the staff catalogues' Polish texts,
 * named here so that the answer's key is one the inbox says in its reader's language
 * (functions/lib/message-keys.ts indexes this module before the staff ones).
 */
export const inboxRefusalTexts = {
  closed: conversationTexts.closed,
  messageNotFound: conversationTexts.messageNotFound,
  changedMeanwhile: conversationTexts.changedMeanwhile,
  notPhone: phoneReportTexts.notPhone,
  alreadyApproved: phoneReportTexts.alreadyApproved,
  protocolChanged: protocolTexts.changedMeanwhile,
  noProtocol: protocolTexts.noProtocol,
  meetingAlreadyRequested: protocolTexts.meetingAlreadyRequested,
  protocolVersionRequired: protocolTexts.versionRequired,
} as const;
