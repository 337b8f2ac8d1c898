import type { ReporterLanguage } from '@shared/messages/catalogue.js';

/**
 * A failure as a reporter screen in `language` says it: a failure of the browser's encryption in
 * that language (`failureInLanguage`, fetched only then, so that no first load names its chunk);
 * an error answer already is in it, and anything else stays as it is. For the inbox's screens,
 * not their first loads: the form's send and the inbox login write the same import themselves,
 * as this module shared with them would be a file of its own, its preload list uncompressed
 * (0.5 KB more on the login's first load).
 */
export async function failureShown(failure: unknown, language: ReporterLanguage): Promise<unknown> {
  if (language === 'pl') return failure;
  return import('@/lib/api-error-body.js').then(
    (m) => m.failureInLanguage(failure, language),
    () => failure,
  );
}
