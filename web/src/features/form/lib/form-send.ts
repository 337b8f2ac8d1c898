import type { ReporterLanguage, Translation } from '@shared/messages/catalogue.js';
import type { clientErrorMessages } from '@shared/messages/client-errors.js';
import type { FieldValueWords } from '@shared/domain/field-values.js';
import type { sentTexts as polishSentTexts } from '@shared/messages/form-sent.js';
import { ApiError } from '@/lib/api-errors.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { KeyFetchFailure, sendErrorText, sendReport } from './send-report.js';
import type { ReportToSend, SendState, SentContent, SentReport } from './send-state.js';
import { reporterValues, reportValues, sentFieldLines } from './sent-values.js';

export { loadReportCrypto } from './send-report.js';

/*
 * A send as the form runs it, in the sender's chunk (fetched once the reporter is at work, never on
 * the form's first load: docs/figures.md "Budgets"); the form's hook (use-report-send.ts) keeps
 * only the state it shows.
 */

/** What became of a send: sent, a failure the reporter can fix on the form, or one for the Errors page. */
export type FormSendOutcome =
  | { kind: 'sent'; report: SentReport; content: SentContent }
  | { kind: 'stay'; text: string }
  | { kind: 'leave'; text: string };

/** The texts a send's outcome is told in, in the language shown. */
export interface FormSendTexts {
  words: FieldValueWords;
  clientErrors: Translation<typeof clientErrorMessages>;
  sentTexts: Translation<typeof polishSentTexts>;
}

function percentUpdate(state: SendState, key: 'encryptPercent' | 'uploadPercent', fraction: number): SendState {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return state[key] === percent ? state : { ...state, [key]: percent };
}

/**
 * Sends `report` with its progress going to `update`. A failure the reporter can fix here (no key,
 * a refused or unscannable file) is `stay`: the form stays as typed; any other is `leave`.
 */
export async function sendFromForm(
  report: ReportToSend,
  { alias, filesScanned, language }: { alias: string; filesScanned: boolean; language: ReporterLanguage },
  texts: FormSendTexts,
  update: (change: (state: SendState) => SendState) => void,
): Promise<FormSendOutcome> {
  const withFiles = report.files.length > 0;
  const cleaned = reportValues(report.fields, report.values);
  const contact = report.reporter ? reporterValues(report.reporter) : null;
  const exclusionRequest = report.exclusionRequest.trim() || null;
  const content: SentContent = {
    category: report.categoryName,
    fields: sentFieldLines(report.fields, cleaned, texts.words),
    reporter: contact,
    files: report.files.map((file) => file.name),
    exclusionRequest,
    meetingRequested: report.meetingRequested === true,
  };
  try {
    const sent = await sendReport(
      {
        alias,
        categoryId: report.categoryId,
        fields: cleaned,
        reporter: contact,
        files: report.files,
        scanFiles: filesScanned,
        language,
        exclusionRequest,
        meetingRequested: report.meetingRequested === true,
      },
      {
        step: (step) => update((s) => ({ ...s, steps: [...s.steps, step] })),
        encrypted: (fraction) => update((s) => percentUpdate(s, 'encryptPercent', fraction)),
        uploaded: (fraction) => {
          if (withFiles) update((s) => percentUpdate(s, 'uploadPercent', fraction));
        },
      },
    );
    return { kind: 'sent', report: sent, content };
  } catch (error) {
    // A failure of the encryption in the language shown (the key fetch's cause is said as itself).
    const cause = error instanceof KeyFetchFailure ? error.failure : error;
    const failure =
      language === 'pl'
        ? cause
        : await import('@/lib/api-error-body.js').then(
            (m) => m.failureInLanguage(cause, language),
            () => cause,
          );
    const text = reporterErrorText(failure, texts.clientErrors, (shown) => sendErrorText(shown, texts.sentTexts));
    // The key could not be fetched — or (docs/security.md §6.7) a file was refused by the
    // antivirus, or a scan cannot run now: the alert `{status} - {message}`, and the reporter
    // stays on the form with everything typed, to try again or remove the file.
    const staysOnForm =
      error instanceof KeyFetchFailure ||
      (error instanceof ApiError && (error.code === 'FILE_INFECTED' || error.code === 'UNAVAILABLE'));
    return { kind: staysOnForm ? 'stay' : 'leave', text };
  }
}
