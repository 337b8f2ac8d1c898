import { reportDetailTexts } from './report-lists.js';

/** 'Dane do rejestru' on the report page: what staff write for the register (art. 29 of the Act). */
export const registerRecordTexts = {
  section: 'Dane do rejestru zgłoszeń',
  explain:
    'Uzupełnij to, czego formularz nie zawierał albo co trzeba ująć inaczej. Rejestr pokazuje wpisany tekst zamiast danych z formularza; dane są zaszyfrowane jak notatki.',
  subject: reportDetailTexts.subject,
  personConcerned: reportDetailTexts.personConcerned,
  followUp: reportDetailTexts.followUp,
  fromForm: (value: string) => `Z formularza: ${value}`,
  save: 'Zapisz dane do rejestru',
  saved: 'Zapisano dane do rejestru.',
  unreadable: 'Nie udało się odczytać zapisanych danych do rejestru tego zgłoszenia.',
  changedMeanwhile:
    'Dane do rejestru tego zgłoszenia zostały zmienione w międzyczasie. Wczytano aktualną wersję: wprowadź zmiany ponownie.',
  forbidden: 'Dane do rejestru zapisują administratorzy i użytkownicy z prawem odpowiadania w kategorii zgłoszenia.',
  tooLarge: 'Zapis danych do rejestru jest za duży.',
  tooLong: (max: number) => `Tekst może mieć najwyżej ${max} znaków.`,
} as const;
