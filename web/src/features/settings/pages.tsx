import { InProgressPage } from '../../components/in-progress-page.js';

export function SettingsPage() {
  return (
    <InProgressPage
      title="Ustawienia"
      description="Tu pojawią się dane organizacji, logo, alias formularza, dodatkowe kanały zgłoszeń, bezpieczeństwo i zmiana hasła."
    />
  );
}
