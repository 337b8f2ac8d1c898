import type { Translation } from '../catalogue.js';
import { loadingTexts } from '../loading.js';
import type {
  inboxReportTexts as polishInbox,
  inboxRefusalTexts as polishRefusals,
  messageTexts as polishMessages,
  phoneProtocolTexts as polishProtocol,
  oralReportTexts as polishOral,
} from '../inbox-report.js';

/*
 * The whistleblower inbox in English, beyond its logins (the Polish source: ../inbox-report.ts).
 * Terms as in the English text of Directive 2019/1937: whistleblower, follow-up, feedback, and the
 * "minutes" of an unrecorded call (art. 18(3)), which the reporting person checks, corrects and
 * agrees.
 */

export const messageTexts = {
  noMessages: 'No messages yet.',
  reporter: 'Whistleblower',
  feedbackMark: 'Feedback',
  automaticAcknowledgement: 'Automatic acknowledgement',
  automaticAcknowledgementInPolish: 'The organisation wrote this acknowledgement in Polish only.',
  hideAttachments: 'Hide attachments',
  showAttachments: 'Show attachments',
  attachments: 'Attachments',
  download: (name: string) => `Download ${name}`,
  fileUnavailable: 'This file cannot be downloaded.',
  undecryptable: 'This message cannot be decrypted.',
  send: 'Send',
  textRequired: 'Please write your message first',
  addFiles: 'Add files',
  removeFile: (name: string) => `Remove file ${name}`,
  uploadProgress: 'Progress of sending the attachments',
  encrypting: 'Encrypting the message...',
  sending: 'Sending the message...',
  uploading: 'Sending the attachments...',
  noKey: 'The report key is missing: the messages cannot be decrypted.',
} as const satisfies Translation<typeof polishMessages>;

export const phoneProtocolTexts = {
  protocol: 'Minutes of the call',
  protocolAwaiting: 'The minutes are waiting for your approval.',
  protocolApproved: 'You have approved the minutes.',
  protocolCorrections: 'You have asked for corrections to the minutes (described in the messages).',
  inboxExplain:
    'These are the minutes of your phone call. You have the right to check them, correct them and approve them. If something is not right, ask for corrections and describe them in a message below.',
  approve: 'Approve the minutes',
  askCorrections: 'Ask for corrections',
  approveConfirm: 'Are you sure you want to approve the minutes of the call?',
  correctionsConfirm:
    'Are you sure you want to ask for corrections to the minutes? Describe them in a message to the organisation.',
  approvedDone: 'The minutes of the call have been approved.',
  correctionsDone: 'You have asked for corrections to the minutes. Describe them in a message.',
  cancel: 'Cancel',
} as const satisfies Translation<typeof polishProtocol>;

export const oralReportTexts = {
  voiceProtocol: 'Minutes of the voice message',
  meetingProtocol: 'Minutes of the meeting',
  voiceExplain:
    'These are the minutes of your voice message, written by the organisation. You have the right to check them, correct them and approve them. If something is not right, ask for corrections and describe them in a message below.',
  meetingExplain:
    'These are the minutes of the meeting, written by the organisation. You have the right to check them, correct them and approve them. If something is not right, ask for corrections and describe them in a message below.',
  version: (version: number, date: string) => `Version ${version} of ${date}`,
  unreadable: 'The minutes cannot be decrypted.',
  approveConfirm: 'Are you sure you want to approve the minutes?',
  correctionsConfirm:
    'Are you sure you want to ask for corrections to the minutes? Describe them in a message to the organisation.',
  approvedDone: 'The minutes have been approved.',
  correctionsDone: 'You have asked for corrections to the minutes. Describe them in a message.',
  meeting: 'Meeting',
  meetingOffer:
    'You can ask for a meeting in person. The organisation should arrange it within 14 days of your request; the date and place will be agreed in the messages. Minutes will be taken of the meeting, which you will check and approve here.',
  requestMeeting: 'Ask for a meeting',
  requestMeetingConfirm: 'Are you sure you want to ask for a meeting in person?',
  meetingRequestedDone: 'You have asked for a meeting. The organisation will suggest a date in the messages.',
  meetingRequestedOn: (date: string) =>
    `You asked for a meeting on ${date}. The date and place will be agreed in the messages.`,
} as const satisfies Translation<typeof polishOral>;

export const inboxReportTexts = {
  pageTitle: 'Whistleblower inbox — Ostoja',
  stateNew: 'New',
  stateOpen: 'Open',
  stateArchived: 'Archived',
  personalDataRemoved: (date: string) =>
    `Personal data not relevant to the case was deleted from the report (last on ${date}).`,
  emailReportNote:
    'The report arrived by e-mail. The message was not end-to-end encrypted on its way: the server encrypted it with the organisation’s key as soon as it arrived and deleted the unencrypted copy.',
  loading: loadingTexts.en,
  somethingWentWrong: 'Something went wrong',
} as const satisfies Translation<typeof polishInbox>;

export const inboxRefusalTexts = {
  closed: 'THIS REPORT HAS BEEN CLOSED',
  messageNotFound: 'The message could not be found.',
  changedMeanwhile: 'A message with this identifier has already been sent.',
  notPhone: 'This report has no minutes of a call.',
  alreadyApproved: 'The minutes have already been approved.',
  protocolChanged: 'The minutes have been changed meanwhile. Refresh the page.',
  noProtocol: 'This report has no such minutes.',
  meetingAlreadyRequested: 'You have already asked for a meeting.',
  protocolVersionRequired: 'The version of the minutes is missing.',
} as const satisfies Translation<typeof polishRefusals>;
