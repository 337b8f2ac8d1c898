import { InProgressPage } from '../../components/in-progress-page.js';

export function CategoriesPage() {
  return (
    <InProgressPage
      title="Kategorie"
      description="Tu pojawi się lista kategorii zgłoszeń wraz z kreatorem formularza, użytkownikami i załącznikami każdej kategorii."
    />
  );
}
