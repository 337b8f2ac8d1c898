import { InProgressPage } from '../../components/in-progress-page.js';

export function LogsPage() {
  return (
    <InProgressPage
      title="Log systemowy"
      description="Tu pojawi się dziennik zdarzeń z wyszukiwaniem według zakresu dat i użytkownika."
    />
  );
}
