import { InProgressPage } from '../../components/in-progress-page.js';

/** A single report (the spec's Signal route), loaded as one chunk by the router. */
export function ReportPage() {
  return (
    <InProgressPage
      title="Zgłoszenie"
      description="Tu pojawi się widok zgłoszenia: treść, korespondencja z sygnalistą, notatki i załączniki."
    />
  );
}
