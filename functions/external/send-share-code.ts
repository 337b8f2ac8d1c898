import { randomBytes } from 'node:crypto';
import { sendShareCode } from '@shared/contracts/external/send-share-code.js';
import { shareCodeFrom, shareRateLimits, shareRules } from '@shared/domain/forwards.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { logEntryWrite } from '../data/audit-log.js';
import { setShareCodeWrite } from '../data/forwards.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { byRecipient, requireLiveShare, requireShare, shareCodeHash } from './share-access.js';
import { MINUTE } from '@shared/domain/time.js';

/**
 * 'Generuj kod': a new single-use code (replacing any waiting one) is stored as a hash and logged
 * in one transaction, then e-mailed to the address the report was forwarded to — never shown
 * here. E-mails per client and per share are limited, whatever their outcome.
 */
export const handler = defineHandler(sendShareCode, async ({ params, caller }) => {
  await consumeRateLimit(shareRateLimits.codesSentPerClient, caller.clientIp);
  const share = await requireShare(params.shareId);
  await consumeRateLimit(shareRateLimits.codesSentPerShare, share.shareHash);
  const now = new Date();
  requireLiveShare(share, now);

  const code = shareCodeFrom((count) => new Uint8Array(randomBytes(count)));
  const codeExpiresAt = new Date(now.getTime() + shareRules.codeLifetimeMinutes * MINUTE).toISOString();
  await transact([
    setShareCodeWrite(share, shareCodeHash(share, code), codeExpiresAt, now.toISOString()),
    logEntryWrite(byRecipient(share, caller.clientIp), 'report.forward.codeSent', share.identifier, share.emailTo),
  ]);
  try {
    await sendEmail(share.emailTo, emailTemplates.shareCode(share.identifier, code));
  } catch {
    throw new HttpError('UNAVAILABLE');
  }
  return { ok: true as const };
});
