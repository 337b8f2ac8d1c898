import { InProgressPage } from '../../components/in-progress-page.js';

/** Report lists, the messages list and the register: one chunk, loaded by the router. */
export function NewReportsPage() {
  return <InProgressPage title="Nowe zgłoszenia" description="Tu pojawi się lista zgłoszeń, których nikt jeszcze nie otworzył." />;
}

export function OpenReportsPage() {
  return <InProgressPage title="Otwarte zgłoszenia" description="Tu pojawi się lista zgłoszeń w toku, z możliwością archiwizacji." />;
}

export function ArchivedReportsPage() {
  return <InProgressPage title="Archiwalne zgłoszenia" description="Tu pojawi się lista zakończonych zgłoszeń wraz z datą zakończenia." />;
}

export function AllReportsPage() {
  return <InProgressPage title="Wszystkie zgłoszenia" description="Tu pojawią się trzy tabele: nowe, otwarte i archiwalne zgłoszenia." />;
}

export function MessagesPage() {
  return <InProgressPage title="Wiadomości" description="Tu pojawią się otwarte zgłoszenia, w których sygnalista napisał nową wiadomość." />;
}

export function RegisterPage() {
  return (
    <InProgressPage
      title="Rejestr zgłoszeń"
      description="Tu pojawi się rejestr zgłoszeń z filtrem kategorii i eksportem wybranych wierszy do pliku CSV."
    />
  );
}
