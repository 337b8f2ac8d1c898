import type { ReporterLanguage } from '@shared/messages/catalogue.js';

let shown: ReporterLanguage = 'pl';

/**
 * The language a reporter screen shows now (Polish on every other screen): what an error answer
 * that comes meanwhile is said in (web/src/lib/api-error-body.ts). Set by the reporter language
 * provider, as `<html lang>` is.
 */
export const shownLanguage = (): ReporterLanguage => shown;

export function showLanguage(language: ReporterLanguage): void {
  shown = language;
}
