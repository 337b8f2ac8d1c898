import * as z from 'zod/mini';
import { isNoticeAddress, noticeChannels } from '../../domain/reply-notices.js';
import { accountLimits } from '../../domain/auth.js';
import { replyNoticeTexts } from '../../messages/reply-notices.js';

/*
 * The notice of replies (docs/security.md §6.7), on zod's mini build: the success modal and the
 * inbox send it, and their chunks stay small (docs/figures.md, "Budgets").
 */

/**
 * An e-mail address or a 9-digit phone number, checked as every e-mail and phone number of the
 * product is (shared/domain/reply-notices.ts); the refusal names the address field.
 */
export const ZReplyNoticeInput = z
  .strictObject({
    channel: z.enum(noticeChannels),
    address: z.string().check(z.maxLength(accountLimits.emailMax + 2)),
  })
  .check(
    z.refine((input) => input.channel !== 'email' || isNoticeAddress('email', input.address.trim()), {
      message: replyNoticeTexts.emailInvalid,
      path: ['address'],
    }),
    z.refine((input) => input.channel !== 'sms' || isNoticeAddress('sms', input.address.trim()), {
      message: replyNoticeTexts.phoneInvalid,
      path: ['address'],
    }),
  );

/** A notice as the inbox shows it: its channel and the masked address, never the address. */
export const ZReplyNotice = z.object({
  notice: z.nullable(z.object({ channel: z.enum(noticeChannels), masked: z.string(), setAt: z.string() })),
});
