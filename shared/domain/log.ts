import { startOfDayInPoland } from './report.js';

/** Entries of the system log per request (a page the screen appends with 'Pokaż więcej'). */
export const LOG_PAGE_SIZE = 50;
/** Entries of the chain per request of 'Sprawdź integralność' (a few hundred bytes each). */
export const LOG_CHAIN_PAGE_SIZE = 500;

/**
 * How many hash chains an organisation's log may use side by side. A chain's head moves once per
 * transaction that logs, so one chain carries one write per round trip of DynamoDB's; writers
 * spread over these (functions/data/chain-choice.ts, docs/security.md §8).
 */
export const LOG_CHAINS = 64;

/** An entry's number as a person reads it (Lp.): `n` in chain 0, `c.n` in chain c. */
export const logNumber = (chain: number | undefined, seq: number): string => (chain ? `${chain}.${seq}` : String(seq));

/** A calendar day as the date inputs give it: YYYY-MM-DD. */
export const LOG_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a calendar day (YYYY-MM-DD). */
const nextDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/** A valid calendar day (not 2026-02-30). */
export const isCalendarDay = (day: string): boolean =>
  LOG_DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * The instants a search by days covers, Polish time: from the start of `from` up to (not
 * including) the start of the day after `to`. Either end may be open.
 */
export function logSearchRange(from: string | undefined, to: string | undefined): { from: Date; to: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    from: from ? startOfDayInPoland(from) : new Date(0),
    to: to ? startOfDayInPoland(nextDay(to)) : new Date('9999-12-31T23:59:59.999Z'),
  };
}
