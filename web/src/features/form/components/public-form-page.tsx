import { PublicPage } from '@/components/public-page.js';
import { useDisplayPrefs } from '../hooks/use-display-prefs.js';
import { AccessibilityToolbar } from './accessibility-toolbar.js';
import { FormContent } from './form-content.js';
import { SafetyGuide } from './safety-guide.js';

/**
 * The public report form `/form/:alias` (doc 3 §2): no login, its own small chunk that never
 * imports the back-office. The form is in the same chunk as the frame: a chunk of its own would
 * only add a round trip before the fields show (the whole first load counts, DESIGN §10).
 */
export function PublicFormPage() {
  const prefs = useDisplayPrefs();
  return (
    <PublicPage size="md">
      <AccessibilityToolbar prefs={prefs} />
      <SafetyGuide />
      <FormContent />
    </PublicPage>
  );
}
