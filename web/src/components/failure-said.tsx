import { useFailureInLanguage } from '@/i18n/failure-in-language.js';
import { useReporterLanguage } from '@/i18n/reporter-language.js';
import { useErrorText } from './error-wording.js';

/** A failure as this screen words it (`ErrorWording`), in the language shown now: a switch says it again. */
export function FailureSaid({ failure }: { failure: unknown }) {
  const { language } = useReporterLanguage();
  const errorText = useErrorText();
  return errorText(useFailureInLanguage(failure, language));
}
