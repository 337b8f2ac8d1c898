/**
 * The success modal's offer of the signed receipt (docs/security.md §6.8), in the reporter's
 * language; the receipt itself is in Polish (receipt.ts). Our wording.
 */
export const formReceiptTexts = {
  download: 'Pobierz potwierdzenie złożenia (PDF)',
  hint: 'Potwierdzenie podpisane przez Ostoję poświadcza, że i kiedy złożono zgłoszenie, bez jego treści i bez hasła. Możesz je pokazać np. sądowi lub Rzecznikowi Praw Obywatelskich; każdy sprawdzi je na stronie /verify.',
  failed: 'Nie udało się przygotować potwierdzenia. Spróbuj ponownie.',
  keepSafe:
    'Przechowuj potwierdzenie w bezpiecznym miejscu, najlepiej na prywatnym urządzeniu, nie na służbowym: potwierdzenie znalezione przez kogoś innego pokazuje, że to Ty dokonałeś zgłoszenia.',
  /** The inbox: the receipt of this report, downloadable again. */
  inboxTitle: 'Potwierdzenie złożenia zgłoszenia',
} as const;
