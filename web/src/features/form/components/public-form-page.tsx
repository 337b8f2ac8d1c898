import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/page-loader.js';
import { PublicPage } from '../../../components/public-page.js';
import { useDisplayPrefs } from '../hooks/use-display-prefs.js';
import { AccessibilityToolbar } from './accessibility-toolbar.js';
import { SafetyGuide } from './safety-guide.js';

/*
 * The initial chunk of /form/:alias holds only the frame and the accessibility toolbar (usable
 * while the rest loads). The form itself needs the API client, zod and the contracts (≈ 36 KB gz),
 * which do not fit the 150 KB initial budget next to React and Mantine (DESIGN §10): its chunk is
 * requested as soon as this module runs, in parallel with the first render, and counts towards
 * the 250 KB "everything on first load" budget.
 */
const content = import('./form-content.js');
const FormContent = lazy(() => content.then((m) => ({ default: m.FormContent })));

/**
 * The public report form `/form/:alias` (doc 3 §2): no login, its own small chunk that never
 * imports the back-office.
 */
export function PublicFormPage() {
  const prefs = useDisplayPrefs();
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <PublicPage size="md">
      <AccessibilityToolbar prefs={prefs} helpOpen={helpOpen} onToggleHelp={() => setHelpOpen((open) => !open)} />
      <SafetyGuide open={helpOpen} onOpenChange={setHelpOpen} />
      <Suspense fallback={<PageLoader />}>
        <FormContent />
      </Suspense>
    </PublicPage>
  );
}
