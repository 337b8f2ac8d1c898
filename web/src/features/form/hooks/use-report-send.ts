import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Translation } from '@shared/messages/catalogue.js';
import type { sentTexts as polishSentTexts } from '@shared/messages/form-sent.js';
import { paths } from '@/config/paths.js';
import { loadTexts, useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import {
  reporterValues,
  reportValues,
  sentFieldLines,
  type FieldValues,
  type PublicField,
  type ReporterContact,
} from '../lib/field-rules.js';
import { reporterErrorText } from '../lib/error-text.js';
import { idleSend, type SendState, type SentContent, type SentReport } from '../lib/send-state.js';

/** The sending (submission contracts) and the crypto: a separate chunk, fetched once the reporter is at work (docs/figures.md "Budgets"). */
export const loadSender = () => import('../lib/send-report.js');

/** What the form holds when the reporter confirms the send. */
export interface ReportToSend {
  categoryId: string;
  categoryName: string;
  fields: readonly PublicField[];
  values: FieldValues;
  /** Null when the category is anonymous (nothing asked about the reporter). */
  reporter: ReporterContact | null;
  files: File[];
}

function percentUpdate(state: SendState, key: 'encryptPercent' | 'uploadPercent', fraction: number): SendState {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return state[key] === percent ? state : { ...state, [key]: percent };
}

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

  const run = async (report: ReportToSend) => {
    setBusy(true);
    setProgress(idleSend);
    const withFiles = report.files.length > 0;
    const cleaned = reportValues(report.fields, report.values);
    const contact = report.reporter ? reporterValues(report.reporter) : null;
    const content: SentContent = {
      category: report.categoryName,
      fields: sentFieldLines(report.fields, cleaned, words),
      reporter: contact,
      files: report.files.map((file) => file.name),
    };
    let sender: Awaited<ReturnType<typeof loadSender>> | null = null;
    let sentTexts: Translation<typeof polishSentTexts> | null = null;
    try {
      [sender, { sentTexts }] = await Promise.all([loadSender(), loadTexts(language, 'form-sent')]);
      const answer = await sender.sendReport(
        {
          alias,
          categoryId: report.categoryId,
          fields: cleaned,
          reporter: contact,
          files: report.files,
          scanFiles: filesScanned,
        },
        {
          step: (step) => setProgress((s) => ({ ...s, steps: [...s.steps, step] })),
          encrypted: (fraction) => setProgress((s) => percentUpdate(s, 'encryptPercent', fraction)),
          uploaded: (fraction) => {
            if (withFiles) setProgress((s) => percentUpdate(s, 'uploadPercent', fraction));
          },
        },
      );
      setSentContent(content);
      setSent(answer);
    } catch (error) {
      const text = reporterErrorText(error, clientErrors, (failure) =>
        sender ? sender.sendErrorText(failure, sentTexts) : errorText(failure),
      );
      // The key could not be fetched — or (docs/security.md §6.7) a file was refused by the
      // antivirus, or a scan cannot run now: the alert `{status} - {message}`, and the reporter
      // stays on the form with everything typed, to try again or remove the file.
      const staysOnForm =
        (sender !== null && error instanceof sender.KeyFetchFailure) ||
        (error instanceof ApiError && (error.code === 'FILE_INFECTED' || error.code === 'UNAVAILABLE'));
      if (staysOnForm) {
        setProgress(idleSend);
        onStay(text);
        return;
      }
      // On send failure an alert `{status} - {message}`, then the Errors page.
      leavingOnPurpose.current = true;
      void navigate(
        paths.errors,
        withNotice({ kind: 'error', text }, { cause: { kind: 'form', formPath: paths.form(alias) } }),
      );
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, progress, sent, sentContent, leavingOnPurpose };
}
