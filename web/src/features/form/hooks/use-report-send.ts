import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.js';
import { loadTexts, useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { errorText } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { idleSend, type ReportToSend, type SendState, type SentContent, type SentReport } from '../lib/send-state.js';

/**
 * The sending (submission contracts), the crypto and what a send makes of its outcome: a separate
 * chunk, fetched once the reporter is at work (docs/figures.md "Budgets").
 */
export const loadSender = () => import('../lib/form-send.js');

/**
 * A report's send: its progress, then either what was sent (for the success
 * modal) or the failure. A failure the reporter can fix here (no key, a refused or unscannable
 * file) goes to `onStay` and the form stays as typed; any other leads to the Errors page.
 */
export function useReportSend({
  alias,
  filesScanned,
  onStay,
}: {
  alias: string;
  filesScanned: boolean;
  onStay: (text: string) => void;
}) {
  const navigate = useNavigate();
  const { language } = useReporterLanguage();
  const words = useTexts('fieldValueTexts');
  const clientErrors = useTexts('clientErrorMessages');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<SendState>(idleSend);
  const [sent, setSent] = useState<SentReport | null>(null);
  const [sentContent, setSentContent] = useState<SentContent | null>(null);
  /** Set just before the form itself leaves (the Errors page after a failed send): not asked about. */
  const leavingOnPurpose = useRef(false);

  // On send failure an alert `{status} - {message}`, then the Errors page.
  const leave = (text: string) => {
    leavingOnPurpose.current = true;
    // In the language shown, and back to the form in it.
    const lang = `?lang=${language}`;
    void navigate(
      paths.errors + lang,
      withNotice({ kind: 'error', text }, { cause: { kind: 'form', formPath: paths.form(alias) + lang } }),
    );
  };

  const run = async (report: ReportToSend) => {
    setBusy(true);
    setProgress(idleSend);
    try {
      const [sender, { sentTexts }] = await Promise.all([loadSender(), loadTexts(language, 'form-sent')]);
      const outcome = await sender.sendFromForm(
        report,
        { alias, filesScanned, language },
        { words, clientErrors, sentTexts },
        setProgress,
      );
      if (outcome.kind === 'sent') {
        setSentContent(outcome.content);
        setSent(outcome.report);
      } else if (outcome.kind === 'stay') {
        setProgress(idleSend);
        onStay(outcome.text);
      } else leave(outcome.text);
    } catch (error) {
      // The sender's chunk could not come (the connection is gone).
      leave(reporterErrorText(error, clientErrors, errorText));
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, progress, sent, sentContent, leavingOnPurpose };
}
