import { useEffect, useState } from 'react';
import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import { ApiError } from '@/lib/api-errors.js';

/**
 * An error answer in the language shown now. An answer is said in the language shown when it
 * comes (lib/api-error-body.ts); a reader who switches afterwards gets it said again, by its key,
 * once that language's texts have come (the answer as it was until then, and when it has no key).
 */
export function useAnswerInLanguage(answer: unknown, language: ReporterLanguage): unknown {
  const [said, setSaid] = useState<{ answer: unknown; language: ReporterLanguage; shown: unknown } | null>(null);
  useEffect(() => {
    if (!(answer instanceof ApiError) || !answer.ref) return;
    let current = true;
    import('./error-texts.js')
      .then((texts) => texts.inLanguage(answer, language))
      .then(
        (shown) => current && setSaid({ answer, language, shown }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [answer, language]);
  return said && said.answer === answer && said.language === language ? said.shown : answer;
}
