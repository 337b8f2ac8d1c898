import { InProgressPage } from '../../components/in-progress-page.js';

/** The dashboard area, loaded as one chunk by the router. */
export function DashboardPage() {
  return (
    <InProgressPage
      title="Panel główny"
      description="Tu pojawią się tabele 'Nowe zgłoszenia' oraz 'Odnotowano nowe wiadomości w otwartych zgłoszeniach'."
    />
  );
}
