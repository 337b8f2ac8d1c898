import type { ReporterLanguage } from './catalogue.js';
import { commonTexts } from './common.js';

/**
 * 'Ładowanie... Proszę czekać' in each reporter language: what a reporter screen says while its
 * language's texts or its code are on their way, so it is on every first load (a few dozen bytes);
 * the catalogues' own waits are these.
 */
export const loadingTexts: Record<ReporterLanguage, string> = {
  pl: commonTexts.loading,
  uk: 'Завантаження… Зачекайте, будь ласка',
  en: 'Loading… Please wait',
};
