import type { Translation } from '../catalogue.js';
import type { replyNoticeTexts as polish } from '../reply-notices.js';

/** The opt-in notice of replies in English (the Polish source: ../reply-notices.ts). */
export const replyNoticeTexts = {
  title: 'Notice of a reply',
  intro:
    'Leave an e-mail address or a phone number and, at most once a day when the organisation replies, you will get only the message “Masz nową odpowiedź w skrzynce” (“You have a new reply in your inbox”) — no content, no identifier, no organisation name.',
  exposure:
    'The platform’s operator could read the address or number you give, and your e-mail or mobile provider will see the notice. Do not give a work address or work number, and do not receive notices on a work device.',
  channelLabel: 'Notify me by',
  channelEmail: 'E-mail',
  channelSms: 'SMS',
  emailLabel: 'E-mail address',
  phoneLabel: 'Phone number (9 digits, no spaces)',
  save: 'Turn on the notice',
  saved: 'The notice is on.',
  active: (masked: string) => `The notice is on: ${masked}`,
  remove: 'Delete the notice',
  removed: 'The notice is deleted, the address erased.',
  failed: 'The notice could not be saved. Please try again.',
  emailInvalid: 'The e-mail address is not valid',
  phoneInvalid: 'The phone number must have 9 digits, no spaces',
  phoneReport: 'A phone report cannot have a notice of replies.',
  notice: 'Masz nową odpowiedź w skrzynce',
} as const satisfies Translation<typeof polish>;
