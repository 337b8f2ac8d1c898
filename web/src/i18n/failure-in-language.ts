import { useEffect, useState } from 'react';
import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import { ApiError } from '@/lib/api-errors.js';

/**
 * A failure in the language shown now. An error answer is said in the language shown when it
 * comes (lib/api-error-body.ts), a failure of the browser's encryption in Polish; a reader who
 * switches afterwards gets either said again (an answer by its key, the encryption's by its code)
 * once that language's texts have come. Until then, and for any other failure, it stays as it was.
 * Keep the failure as it came: a translation is always made from it.
 */
export function useFailureInLanguage(failure: unknown, language: ReporterLanguage): unknown {
  const [said, setSaid] = useState<{ failure: unknown; language: ReporterLanguage; shown: unknown } | null>(null);
  useEffect(() => {
    if (!(failure instanceof Error) || (failure instanceof ApiError && !failure.ref)) return;
    let current = true;
    import('./error-texts.js')
      .then((texts) =>
        failure instanceof ApiError ? texts.inLanguage(failure, language) : texts.failureInLanguage(failure, language),
      )
      .then(
        (shown) => current && setSaid({ failure, language, shown }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [failure, language]);
  return said && said.failure === failure && said.language === language ? said.shown : failure;
}
