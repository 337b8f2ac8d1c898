import { accountLimits, EMAIL_PATTERN, normaliseEmail } from './auth.js';
import { isPhoneNumber } from './phone.js';
import { isPlainText } from './text.js';

/**
 * The opt-in notice of replies (docs/security.md §6.7): the reporter leaves an e-mail address or
 * a phone number for SMS and is told only that a reply is waiting, at most once a day.
 */
export const noticeChannels = ['email', 'sms'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/** The reporter's own address or number, checked as every e-mail and phone number of the product is. */
export const isNoticeAddress = (channel: NoticeChannel, address: string): boolean =>
  channel === 'email'
    ? address.length <= accountLimits.emailMax && EMAIL_PATTERN.test(address) && isPlainText(address)
    : isPhoneNumber(address);

/** An address as it is stored and sent to: an e-mail trimmed and lower-cased, a number trimmed. */
export const normaliseNoticeAddress = (channel: NoticeChannel, address: string): string =>
  channel === 'email' ? normaliseEmail(address) : address.trim();

/**
 * What the inbox shows of a notice's address, and all the server keeps of it in the clear: an
 * e-mail's first character and top-level domain, a number's last two digits. Enough for the
 * reporter to recognise their own, too little to find them.
 */
export function maskNoticeAddress(channel: NoticeChannel, address: string): string {
  if (channel === 'sms') return `••• ••• •${address.slice(-2)}`;
  const [local = '', domain = ''] = address.split('@');
  const topLevel = domain.slice(domain.lastIndexOf('.'));
  return `${local.slice(0, 1)}•••@•••${topLevel}`;
}
