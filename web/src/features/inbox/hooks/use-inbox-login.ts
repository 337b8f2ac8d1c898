import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { authTexts } from '@shared/messages/auth.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { paths } from '../../../config/paths.js';
import { errorText } from '../../../lib/api-errors.js';
import { clearInboxSession, setInboxReportKey, setInboxToken } from '../../../lib/inbox-session.js';
import { nextPaint } from '../../../lib/key-work.js';
import { logIn, logInByPhone } from '../api/log-in-to-inbox.js';

export type InboxChannel = 'password' | 'phone';

/**
 * The inbox login (doc 2 §4): the secret is derived in the browser with Argon2id (the progress
 * text on screen meanwhile), only its authKey is sent; the token comes back, then the report,
 * whose key K the kek opens — K stays in memory as a non-extractable key — and the inbox opens.
 */
export function useInboxLogin(channel: InboxChannel) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (identifier: string, secret: string) => {
    setError(null);
    if (!isReporterIdentifier(identifier)) {
      setError(inboxTexts.invalidIdentifier);
      return;
    }
    setProgress(authTexts.verifyingPassword);
    try {
      await nextPaint();
      const crypto = await import('../lib/inbox-crypto.js');
      const keys = channel === 'phone' ? await crypto.derivePhoneCaseKeys(identifier, secret) : await crypto.deriveReporterKeys(identifier, secret);
      const session = await (channel === 'phone' ? logInByPhone : logIn)({ body: { identifier, authKey: keys.authKey } });
      // A new session starts with an empty cache: nothing of an earlier one shows.
      queryClient.clear();
      setInboxToken(session.token, session.expiresInSeconds);
      setProgress(inboxTexts.openingReport);
      // The report's contract (full zod) only now: the login screens' first load stays light.
      const { inboxReportQueryOptions } = await import('../api/get-inbox-report.js');
      const report = await queryClient.fetchQuery(inboxReportQueryOptions());
      setInboxReportKey(await crypto.openReportKey(report, keys.kek));
      navigate(paths.inbox, { replace: true });
    } catch (failure) {
      clearInboxSession();
      setError(errorText(failure));
      setProgress(null);
    }
  };

  return { submit, progress, error };
}
