import { InProgressPage } from '../../components/in-progress-page.js';

export function ExternalFilesPage() {
  return (
    <InProgressPage
      standalone
      title="Pobieranie udostępnionych plików"
      description="Tu organ zewnętrzny pobierze przekazane pliki kodem wysłanym na jego adres e-mail."
    />
  );
}
