import { InProgressPage } from '../../components/in-progress-page.js';

/**
 * The public report form (/form/:alias). Its chunk must stay small and must never import the
 * back-office shell (DESIGN §10: ≤ 150 KB gz initial JS).
 */
export function PublicFormPage() {
  return (
    <InProgressPage
      standalone
      title="Formularz zgłoszenia"
      description="Tu pojawi się formularz, przez który sygnalista bezpiecznie wyśle zaszyfrowane zgłoszenie do organizacji."
    />
  );
}
