import { InProgressPage } from '../../components/in-progress-page.js';

export function UsersPage() {
  return (
    <InProgressPage
      title="Użytkownicy"
      description="Tu pojawi się tabela 'Użytkownicy rozpatrujący zgłoszenia' z dodawaniem, edycją i usuwaniem kont."
    />
  );
}
