import { fieldType } from '@shared/domain/category.js';
import { labelPrintText } from '@shared/domain/label-markup.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import type { MinimisationTarget } from '@shared/domain/minimisation.js';
import { minimisationTexts } from '@shared/messages/minimisation.js';
import type { ReportRecord } from '../data/reports.js';

/** A day as the log writes it: '12.12.2026' (Polish calendar). */
export const polishDateText = (instant: string): string =>
  polishCalendarDate(new Date(instant)).split('-').reverse().join('.');

/** The fields whose text can be marked: what the reporter wrote (a tick or a choice is no personal data). */
export const isMarkableField = (report: Pick<ReportRecord, 'fieldDefs'>, fieldId: string): boolean =>
  report.fieldDefs.some(
    (def) => def.id === fieldId && (def.type === fieldType.longText || def.type === fieldType.shortText),
  );

/** What the log says was marked or deleted: a field by its label, a file as a file; never the data. */
export function markSubject(report: Pick<ReportRecord, 'fieldDefs'>, target: MinimisationTarget): string {
  if (target.kind !== 'field') return minimisationTexts.logFile;
  const label = report.fieldDefs.find((def) => def.id === target.fieldId)?.label ?? target.fieldId;
  return minimisationTexts.logField(labelPrintText(label));
}
