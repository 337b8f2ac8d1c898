import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import { languageOf } from './language-choice.js';

/**
 * The language a reporter screen shows now, as its provider sets `<html lang>` (Polish on every
 * other screen): what an error answer that comes meanwhile is said in (web/src/lib/api-error-body.ts).
 */
export const shownLanguage = (): ReporterLanguage => languageOf(document.documentElement.lang) ?? 'pl';
