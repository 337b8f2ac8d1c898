import type { ReporterLanguage } from '@shared/messages/catalogue.js';

/**
 * A failure as a reporter screen in `language` says it: a failure of the browser's encryption in
 * that language (`failureInLanguage`, fetched only then, so that no first load names its chunk);
 * an error answer already is in it, and anything else stays as it is.
 */
export async function failureShown(failure: unknown, language: ReporterLanguage): Promise<unknown> {
  if (language === 'pl') return failure;
  return import('@/lib/api-error-body.js').then(
    (m) => m.failureInLanguage(failure, language),
    () => failure,
  );
}
