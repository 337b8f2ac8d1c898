import { PublicPage } from '@/components/public-page.js';
import { LanguageSwitcher } from '@/i18n/language-switcher.js';
import { ReporterLanguageProvider, useTexts } from '@/i18n/reporter-language.js';
import { useDisplayPrefs } from '../hooks/use-display-prefs.js';
import { AccessibilityToolbar } from './accessibility-toolbar.js';
import { FormContent } from './form-content.js';
import { SafetyGuide } from './safety-guide.js';

const formChunks = ['form'] as const;

/**
 * The public report form `/form/:alias`: no login, its own small chunk that never
 * imports the back-office. The form is in the same chunk as the frame: a chunk of its own would
 * only add a round trip before the fields show (the whole first load counts, docs/figures.md "Budgets"). It
 * shows in the reporter's language (Polish, Ukrainian or English: i18n/language-choice.ts).
 */
export function PublicFormPage() {
  const prefs = useDisplayPrefs();
  return (
    <PublicPage size="md">
      <ReporterLanguageProvider chunks={formChunks}>
        <FormLanguageSwitcher />
        <AccessibilityToolbar prefs={prefs} />
        <SafetyGuide />
        <FormContent />
      </ReporterLanguageProvider>
    </PublicPage>
  );
}

function FormLanguageSwitcher() {
  return <LanguageSwitcher label={useTexts('formTexts').language} />;
}
