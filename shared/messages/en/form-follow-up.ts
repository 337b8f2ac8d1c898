import type { Translation } from '../catalogue.js';
import type { formFollowUpTexts as polish } from '../form-follow-up.js';

/** What the form shows once the reporter is at work, in English (the Polish source: ../form-follow-up.ts). */
export const formFollowUpTexts = {
  switchCategoryTitle: 'Change the category?',
  switchCategoryText: (dropped: string) =>
    `The chosen category does not have these fields, so what you wrote in them will be removed: ${dropped}. Fields that both categories have keep what you typed.`,
  switchCategoryConfirm: 'Change category',
  leaveTitle: 'Leave the form?',
  leaveText: 'Your report has not been sent. If you leave this page, what you typed will be lost.',
  leaveConfirm: 'Leave the page',
  stay: 'Stay',
  sentIdentifier: (identifier: string) => `Report identifier: ${identifier}.`,
  sentReminder:
    'With the identifier and password you saved, you log in to the whistleblower inbox: that is where you read the organisation’s reply. The organisation will acknowledge receipt of your report within 7 days.',
  sentInboxLink: 'Go to the whistleblower inbox',
  sendAnother: 'You can send another report below.',
  sentContentTitle: 'Report sent',
  sentContentHint: 'Check what was sent. When you close this window, the form will be cleared.',
  sentAnonymous: 'Sent without your details.',
  exclusionRequestLabel: 'I do not want these people or roles to see the report:',
  exclusionRequestHint: 'Optional. Name people or roles, for example “the head of purchasing”.',
  exclusionRequestNotice:
    'This request is encrypted together with the report. The staff who handle the chosen category (including anyone you name here) will learn that a new report has arrived before anyone can read the request. The first person to open the report will see the request at its top.',
  exclusionRequestCount: (count: number, max: number) => `Characters: ${count} of ${max}`,
  meetingRequestLabel: 'I would like a meeting in person',
  meetingRequestHint:
    'Optional. The organisation should arrange the meeting within 14 days; you will agree the date and place in messages in the whistleblower inbox. Minutes of the meeting will be written, which you will check and approve in the inbox.',
  meetingRequestSent: 'A meeting in person was asked for.',
} as const satisfies Translation<typeof polish>;
