import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.js';
import { inboxScreenChunks } from '../lib/inbox-chunks.js';
import { loadTexts, useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { errorSentence } from '@/lib/api-errors.js';
import { clearInboxSession, setInboxReportKey, setInboxToken } from '@/lib/inbox-session.js';
import { nextPaint } from '@/lib/key-work.js';

export type InboxChannel = 'password' | 'phone';

/**
 * The inbox login: the secret is derived in the browser with Argon2id (the progress
 * text on screen meanwhile), only its authKey is sent; the token comes back, then the report,
 * whose key K the kek opens — K stays in memory as a non-extractable key — and the inbox opens
 * (with a cache of its own: nothing of an earlier session shows). A message left unsent when an
 * earlier session ended comes back only if this is the same report; any other is dropped.
 * Its texts are in the language shown, and so is the inbox (its texts are fetched with the work; a
 * `?lang=` goes along); a failure is said in a sentence, without the HTTP status
 * (an error answer and a failure of the encryption in the language shown).
 * The work is loaded when the reporter logs in, not with the screen (docs/figures.md "Budgets"): the identifier
 * check, Argon2id, the calls with their contracts and the draft store.
 */
export function useInboxLogin(channel: InboxChannel) {
  const navigate = useNavigate();
  const inboxTexts = useTexts('inboxTexts');
  const { language } = useReporterLanguage();
  const [searchParams] = useSearchParams();
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (identifier: string, secret: string) => {
    setError(null);
    try {
      const { isReporterIdentifier } = await import('@shared/crypto/reporter-secrets.js');
      if (!isReporterIdentifier(identifier)) {
        setError(inboxTexts.invalidIdentifier);
        return;
      }
      setProgress(inboxTexts.verifyingPassword);
      await nextPaint();
      for (const chunk of inboxScreenChunks) void loadTexts(language, chunk).catch(() => undefined);
      const [crypto, api, drafts] = await Promise.all([
        import('../lib/inbox-crypto.js'),
        import('../api/log-in-to-inbox.js'),
        import('../lib/draft-store.js'),
      ]);
      const keys =
        channel === 'phone'
          ? await crypto.derivePhoneCaseKeys(identifier, secret)
          : await crypto.deriveReporterKeys(identifier, secret);
      const session = await (channel === 'phone' ? api.logInByPhone : api.logIn)({
        body: { identifier, authKey: keys.authKey },
      });
      setInboxToken(session.token, session.expiresInSeconds);
      setProgress(inboxTexts.openingReport);
      const report = await api.readInboxReport();
      setInboxReportKey(await crypto.openReportKey(report, keys.kek));
      drafts.keepOnlyDraftOf(report.reportId);
      const search = searchParams.has('lang') ? `?lang=${language}` : '';
      void navigate(`${paths.inbox}${search}`, { replace: true });
    } catch (failure) {
      clearInboxSession();
      // A failure of the encryption in the language shown (an error answer already is).
      const shown =
        language === 'pl'
          ? failure
          : await import('@/lib/api-error-body.js').then(
              (m) => m.failureInLanguage(failure, language),
              () => failure,
            );
      setError(errorSentence(shown));
      setProgress(null);
    }
  };

  return { submit, progress, error };
}
