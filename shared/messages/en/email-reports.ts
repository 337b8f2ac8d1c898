import type { Translation } from '../catalogue.js';
import type { emailReplyTexts as polish } from '../email-reports.js';

/** The reply to the sender of an e-mail report, in English (the Polish source: ../email-reports.ts). */
export const emailReplyTexts = {
  subject: (organisation: string) => `Your report e-mailed to ${organisation} has been received`,
  title: 'Your report has been received',
  intro: (organisation: string) =>
    `Your e-mail has been received as a report to the organisation “${organisation}” in the Ostoja system.`,
  credentials: (identifier: string, password: string) => `Report identifier: ${identifier}\nPassword: ${password}`,
  inbox:
    'Use them to sign in to the report inbox to see the acknowledgement of receipt, read replies and send messages. Keep them safe: they cannot be recovered.',
  inboxLink: 'Open the report inbox',
  unencrypted:
    'This reply, like your message, travels by ordinary e-mail, without end-to-end encryption. If anyone else can read your mailbox, they can read the identifier and password — if in doubt, use the report form.',
} as const satisfies Translation<typeof polish>;
