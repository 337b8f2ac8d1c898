/** Lengths of time in milliseconds, and the one way to move an instant by whole days. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The instant `seconds` seconds after `instant` (before it when negative). */
export const addSeconds = (instant: Date | string, seconds: number): Date =>
  new Date((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + seconds * SECOND);

/** The instant `days` days (of 24 hours) after `instant` (before it when negative). */
export const addDays = (instant: Date | string, days: number): Date =>
  new Date((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + days * DAY);
