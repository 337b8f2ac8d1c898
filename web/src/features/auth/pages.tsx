import { InProgressPage } from '../../components/in-progress-page.js';

/** The auth area's screens, loaded as one chunk by the router. */
export { LoginPage } from './components/login-page.js';

export function ResetPasswordPage() {
  return (
    <InProgressPage
      standalone
      title="Resetowanie hasła"
      description="Tu podasz adres e-mail konta, a my wyślemy na niego link do ustawienia nowego hasła."
    />
  );
}

export function ResetPasswordStep2Page() {
  return (
    <InProgressPage
      standalone
      title="Nowe hasło"
      description="Tu ustawisz nowe hasło po otwarciu linku z wiadomości e-mail."
    />
  );
}

export function RegistrationStep2Page() {
  return (
    <InProgressPage
      standalone
      title="Aktywacja konta"
      description="Tu po otwarciu linku aktywacyjnego podasz dane organizacji i hasło, aby aktywować konto."
    />
  );
}
