import type { ChainBreak, ChainVerdict } from '../crypto/log-chain.js';
import { logNumber } from '../domain/log.js';
import { pageTitleTexts } from './page-titles.js';
import { listTableTexts } from './report-lists.js';

/** The system log screen; where the spec gives no wording, ours. */
export const logTexts = {
  title: pageTitleTexts.pages.logs,
  reportTitle: (identifier: string) => `Log zgłoszenia ${identifier}`,
  reportTitleUnknown: 'Log zgłoszenia',
  from: 'Od dnia',
  to: 'Do dnia',
  user: 'Użytkownik',
  anyUser: 'Wszyscy użytkownicy',
  search: 'Szukaj',
  showAll: 'Pokaż wszystko',
  showMore: 'Pokaż więcej',
  searchVisible: listTableTexts.search,
  noCriteria: 'Brak wskazania zakresu przeszukania',
  noResults: 'Brak danych w wybranych kryteriach.',
  columns: {
    lp: 'Lp.',
    date: 'Data',
    report: 'Zgłoszenie',
    user: 'Użytkownik',
    activity: 'Aktywność',
    actions: listTableTexts.actions,
  },
  openReport: (identifier: string) => `Otwórz zgłoszenie ${identifier}`,
  open: 'Otwórz',
  noReport: '—',
  wholeLog: 'Cały log systemowy',
  forbidden: 'Log systemowy przeglądają administratorzy i audytorzy.',
  badRange: 'Data początkowa nie może być późniejsza niż data końcowa.',
  badDay: 'Podaj datę w formacie RRRR-MM-DD.',
  unknownUser: 'Nie ma takiego użytkownika w organizacji.',
  checkIntegrity: 'Sprawdź integralność',
  checking: (count: number) => `Sprawdzanie integralności… (sprawdzono wpisów: ${count})`,
} as const;

/** What 'Sprawdź integralność' says: plainly intact, or at which entry (lp and date) the chain breaks. */
export function integrityText(verdict: ChainVerdict, formatDate: (iso: string) => string): string {
  if (verdict.intact) {
    return verdict.entries === 0
      ? 'Log jest nienaruszony: nie zawiera jeszcze żadnych wpisów.'
      : `Log jest nienaruszony: łańcuch wpisów jest ciągły (sprawdzono wpisów: ${verdict.entries}).`;
  }
  return brokenText(verdict.breakAt, formatDate);
}

function brokenText(at: ChainBreak, formatDate: (iso: string) => string): string {
  const lp = (seq: number) => logNumber(at.chain, seq);
  const where = (seq: number, iso: string | null) => `lp ${lp(seq)}${iso ? ` z ${formatDate(iso)}` : ''}`;
  switch (at.reason) {
    case 'altered':
      return `Log został naruszony: wpis ${where(at.seq, at.at)} został zmieniony.`;
    case 'gap':
      return at.missingFrom === at.seq - 1
        ? `Log został naruszony: brakuje wpisu lp ${lp(at.missingFrom)} (przed wpisem ${where(at.seq, at.at)}).`
        : `Log został naruszony: brakuje wpisów lp ${lp(at.missingFrom)}–${lp(at.seq - 1)} (przed wpisem ${where(at.seq, at.at)}).`;
    case 'unlinked':
      return `Log został naruszony: wpis ${where(at.seq, at.at)} nie wynika z wpisu poprzedniego (wpis poprzedni został zmieniony lub usunięty).`;
    case 'missingNewest':
      return at.seq === 0
        ? `Log został naruszony: brakuje wszystkich wpisów (od lp ${lp(at.missingFrom)}).`
        : `Log został naruszony: brakuje najnowszych wpisów, od lp ${lp(at.missingFrom)} (ostatni zachowany wpis: ${where(at.seq, at.at)}).`;
    case 'anchorMismatch':
      return at.at === null
        ? `Log został naruszony: brakuje wpisu lp ${lp(at.seq)}, potwierdzonego zapisem kontrolnym z ${formatDate(at.anchoredAt)} przechowywanym poza bazą danych.`
        : `Log został naruszony: wpis ${where(at.seq, at.at)} różni się od zapisu kontrolnego z ${formatDate(at.anchoredAt)} przechowywanego poza bazą danych (log przepisano po tym zapisie).`;
  }
}
