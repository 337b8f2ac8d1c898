import type { ReporterLanguage } from '@shared/messages/catalogue.js';

/**
 * A failure as a reporter screen in `language` says it (`failureInLanguage`). Its code is loaded
 * only for another language than Polish, so that no first load names another chunk; the failure
 * stays as it is if that code cannot come.
 */
export async function failureShownIn(failure: unknown, language: ReporterLanguage): Promise<unknown> {
  if (language === 'pl') return failure;
  return import('@/lib/api-error-body.js').then(
    (m) => m.failureInLanguage(failure, language),
    () => failure,
  );
}
