import { commonTexts } from './common.js';
import { pageTitleTexts } from './page-titles.js';
import { reportColumnTexts } from './report-lists.js';
import { reportStateLabel } from './reports.js';
import { reportState } from '../domain/report.js';
/** 'Statystyki' (the statistics of reports; the spec is silent: our wording). */
export const statisticsTexts = {
  title: pageTitleTexts.pages.statistics,
  menu: pageTitleTexts.pages.statistics,
  intro:
    'Liczby zgłoszeń, które wpłynęły w wybranym okresie, oraz dotrzymanie terminów ustawowych. Statystyki liczone są z liczników i danych list, nigdy z treści zgłoszeń.',
  forbidden: 'Statystyki przeglądają administratorzy i audytorzy.',
  from: 'Od miesiąca',
  to: 'Do miesiąca',
  show: 'Pokaż',
  downloadCsv: commonTexts.downloadCsv,
  csvPrefix: 'statystyki-zgloszen',
  period: (from: string, to: string) => (from === to ? `Okres: ${from}` : `Okres: ${from} – ${to}`),
  total: (count: number) => `Zgłoszenia w okresie: ${count}`,
  empty: 'W wybranym okresie nie wpłynęło żadne zgłoszenie.',
  computedAt: (at: string) => `Stan na ${at}`,
  chartNote: 'Wykres powtarza liczby z tabeli obok.',
  // Validation of the period (the contract's messages).
  badMonth: 'Podaj miesiąc w formacie RRRR-MM.',
  badRange: 'Miesiąc początkowy nie może być późniejszy niż końcowy.',
  tooLong: (months: number) => `Okres może obejmować najwyżej ${months} miesięcy.`,
  // Sections.
  perMonth: 'Zgłoszenia w miesiącach',
  perCategory: 'Zgłoszenia w kategoriach',
  perChannel: 'Zgłoszenia według kanału',
  byState: 'Zgłoszenia według statusu',
  compliance: 'Dotrzymanie terminów ustawowych',
  month: 'Miesiąc',
  category: reportColumnTexts.category,
  channel: 'Kanał',
  state: commonTexts.status,
  count: 'Liczba',
  share: 'Udział',
  channels: { form: 'Formularz', phone: 'Telefon', email: 'E-mail' },
  states: {
    new: reportStateLabel[reportState.new],
    open: reportStateLabel[reportState.open],
    archived: reportStateLabel[reportState.archived],
    deleted: 'Usunięte',
  },
  // Compliance.
  acknowledgement: 'Potwierdzenie przyjęcia w ciągu 7 dni',
  feedback: 'Informacja zwrotna w ciągu 3 miesięcy',
  percentInTime: (percent: string) => `${percent}% w terminie`,
  noneToMeasure: 'Brak zgłoszeń z rozstrzygniętym terminem',
  outcome: 'Wynik',
  inTime: 'W terminie',
  late: 'Po terminie',
  overdue: 'Termin minął, nadal brak',
  missed: 'Zamknięte bez informacji po terminie',
  none: 'Zamknięte przed terminem bez informacji',
  pending: 'Termin jeszcze biegnie',
  // Meetings in person (art. 26(3) of the Act, issue #32).
  meeting: 'Spotkanie w ciągu 14 dni od prośby',
  meetingRequested: 'Prośby o spotkanie',
  meetingNotHeld: 'Nie zapisano jeszcze protokołu spotkania',
  meetingNote:
    'Spotkanie uznaje się za odbyte z zapisaniem pierwszej wersji jego protokołu. Odsetek w terminie liczony jest ze spotkań, których protokół zapisano.',
  complianceNote:
    'Odsetek w terminie liczony jest ze zgłoszeń, których termin jest rozstrzygnięty: dotrzymany, przekroczony albo minął bez potwierdzenia lub informacji zwrotnej.',
  csvFailed: commonTexts.csvFailed,
  /** The CSV's headings and section names. */
  csv: {
    section: 'Zestawienie',
    item: 'Pozycja',
    value: 'Wartość',
    period: 'Okres',
    percent: (name: string) => `${name} (%)`,
  },
} as const;
