import type { SetupStep } from '../domain/setup.js';
import { commonTexts } from './common.js';

/**
 * The first-steps checklist on a new organisation's dashboard (issue 18; the spec has no such
 * screen, so the texts are ours) and the flag of categories nobody is assigned to.
 */
export const setupTexts = {
  title: 'Pierwsze kroki',
  intro:
    'Zanim organizacja zacznie przyjmować zgłoszenia, zrób te pięć rzeczy. Lista zniknie, gdy wszystkie będą zrobione.',
  progress: (done: number, all: number) => `Zrobione: ${done} z ${all}`,
  collapse: 'Zwiń listę',
  expand: 'Rozwiń listę',
  done: 'Zrobione',
  todo: 'Do zrobienia',
  loadFailed: 'Nie udało się wczytać listy pierwszych kroków.',
  allDone: 'Pierwsze kroki zrobione: organizacja jest gotowa do przyjmowania zgłoszeń.',
  steps: {
    categories: {
      title: 'Utwórz kategorie zgłoszeń',
      body: 'Kategoria to rodzaj sprawy, który sygnalista wybiera w formularzu; każda ma własne pola. Możesz zacząć od kategorii domyślnych.',
      action: 'Przejdź do kategorii',
    },
    assignments: {
      title: 'Przypisz osoby do każdej kategorii',
      body: 'Przypisane osoby rozpatrują zgłoszenia z kategorii i dostają przypomnienia o terminach. Zgłoszenia z kategorii bez przypisanych osób widzą tylko administratorzy.',
      needsCategories: 'Najpierw utwórz kategorię.',
      unassigned: 'Bez przypisanych osób:',
      action: 'Przypisz osoby',
    },
    recoveryKey: {
      title: 'Zachowaj klucz odzyskiwania',
      body: 'Klucz odzyskiwania pokazaliśmy jeden raz, przy aktywacji konta. Tylko nim można odzyskać dostęp do treści zgłoszeń, gdy administratorzy stracą hasła. Sprawdź, czy zapisana kopia jest kompletna: wpisz klucz, a przeglądarka sprawdzi go bez wysyłania go na serwer.',
      check: 'Sprawdź klucz',
      confirmWithoutCheck: 'Potwierdź bez sprawdzania',
    },
    formLink: {
      title: 'Udostępnij link do formularza zgłoszeń',
      body: 'Pod tym adresem sygnaliści wysyłają zgłoszenia. Umieść go w intranecie, na stronie organizacji i w procedurze zgłoszeń wewnętrznych.',
      label: 'Link do formularza zgłoszeń',
      copy: 'Kopiuj link',
      copied: 'Skopiowano',
      preview: 'Podgląd formularza',
    },
    procedure: {
      title: 'Ustal procedurę zgłoszeń wewnętrznych',
      body: 'Procedurę przygotujemy z danych organizacji. Przekaż ją do konsultacji ze związkami zawodowymi lub przedstawicielami pracowników, a potem podaj do wiadomości; wejdzie w życie po 7 dniach, a formularz będzie do niej prowadził.',
      action: 'Przejdź do procedury',
    },
  } satisfies Record<SetupStep, { title: string; body: string; [more: string]: string }>,
  check: {
    title: 'Sprawdzenie klucza odzyskiwania',
    submit: 'Sprawdź',
    cancel: commonTexts.cancel,
    checking: 'Sprawdzanie klucza…',
    passed: 'Klucz odzyskiwania jest poprawny. Przechowuj go dalej w bezpiecznym miejscu.',
  },
  confirmWithoutCheck: {
    title: 'Potwierdzenie bez sprawdzania',
    text: 'Czy klucz odzyskiwania organizacji jest zapisany w bezpiecznym miejscu? Bez niego utraty haseł wszystkich administratorów nie da się naprawić.',
    confirm: 'Tak, klucz jest zapisany',
    cancel: commonTexts.cancel,
  },
  /** The categories table's flag (and its cards'). */
  unassignedFlag: 'Brak przypisanych osób',
} as const;
