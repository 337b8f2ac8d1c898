import { InProgressPage } from '../../components/in-progress-page.js';

/** The reporter inbox and its two login screens: one chunk, loaded by the router. */
export function InboxPage() {
  return (
    <InProgressPage
      standalone
      title="Skrzynka zgłoszenia"
      description="Tu sygnalista przeczyta korespondencję w sprawie swojego zgłoszenia, odpowie i doda załączniki."
    />
  );
}

export function InboxLoginPage() {
  return (
    <InProgressPage
      standalone
      title="Logowanie do skrzynki zgłoszenia"
      description="Tu sygnalista zaloguje się identyfikatorem zgłoszenia i hasłem otrzymanym po jego wysłaniu."
    />
  );
}

export function InboxPhoneLoginPage() {
  return (
    <InProgressPage
      standalone
      title="Logowanie do zgłoszenia telefonicznego"
      description="Tu sygnalista zaloguje się identyfikatorem zgłoszenia telefonicznego i numerem telefonu."
    />
  );
}
