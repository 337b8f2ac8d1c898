/**
 * The internal reporting procedure's versions and their lifecycle (art. 24–28 of the Act of
 * 14 June 2024 on the protection of whistleblowers; issue #40): a draft is consulted with the trade
 * unions or the employees' representatives for 5 to 10 days, then made known to staff, and enters
 * into force 7 days after that; a newer version in force supersedes it. Dates are Polish calendar
 * days; a status is computed from them and the clock, never stored.
 */
import { addCalendarDays, type CalendarDate } from './deadlines.js';
import { polishCalendarDate } from './report.js';

export const CONSULTATION_MIN_DAYS = 5;
export const CONSULTATION_MAX_DAYS = 10;
/** The procedure enters into force 7 days after it is made known to staff (art. 24(5)). */
export const IN_FORCE_AFTER_DAYS = 7;

export const procedureLimits = {
  /** The organisation's own text added to one section. */
  editMax: 5000,
  /** A fact the organisation gives (the receiving unit, the phone hours, the meeting place). */
  detailMax: 300,
  commentsMax: 10_000,
} as const;

/** The sections of the procedure, in order (the edits are kept under these keys). */
export const procedureSectionIds = [
  'general',
  'definitions',
  'responsibilities',
  'channels',
  'handling',
  'followUp',
  'protection',
  'external',
  'personalData',
  'final',
] as const;
export type ProcedureSectionId = (typeof procedureSectionIds)[number];

/** The organisation's own text added to sections, kept apart from what is generated. */
export type ProcedureEdits = Partial<Record<ProcedureSectionId, string>>;

/** Facts only the organisation knows; '' while not given. */
export interface ProcedureDetails {
  /** The unit or position that receives reports and follows them up ('Dział Compliance'). */
  receivingUnit: string;
  /** When the phone line is staffed. */
  phoneHours: string;
  /** Where meetings in person take place. */
  meetingPlace: string;
}

export const emptyProcedureDetails: ProcedureDetails = { receivingUnit: '', phoneHours: '', meetingPlace: '' };

export interface ProcedureConsultation {
  /** The day the draft was sent to the trade unions or the representatives. */
  sentOn: CalendarDate;
  endsOn: CalendarDate;
  /** Their comments as recorded by the administrator (and how they were dealt with). */
  comments: string;
}

/** What the lifecycle needs of one version. */
export interface ProcedureVersionDates {
  version: number;
  consultation: ProcedureConsultation | null;
  /** The day the procedure was made known to staff. */
  publishedOn: CalendarDate | null;
}

export type ProcedureStatus = 'draft' | 'consultation' | 'published' | 'inForce' | 'superseded';

export const inForceFrom = (publishedOn: CalendarDate): CalendarDate =>
  addCalendarDays(publishedOn, IN_FORCE_AFTER_DAYS);

/** A published version: its number and the day it enters into force. */
export interface ProcedurePublication {
  version: number;
  inForceFrom: CalendarDate;
}

/** The version in force today: the newest whose day of entry into force has come; null when none has. */
export function versionInForce(
  publications: readonly ProcedurePublication[],
  now: Date = new Date(),
): ProcedurePublication | null {
  const today = polishCalendarDate(now);
  return (
    publications
      .filter((publication) => publication.inForceFrom <= today)
      .reduce<ProcedurePublication | null>(
        (newest, publication) => (newest === null || publication.version > newest.version ? publication : newest),
        null,
      ) ?? null
  );
}

export const publicationsOf = (versions: readonly ProcedureVersionDates[]): ProcedurePublication[] =>
  versions.flatMap((version) =>
    version.publishedOn ? [{ version: version.version, inForceFrom: inForceFrom(version.publishedOn) }] : [],
  );

/** Where one version stands today, among all of the organisation's versions. */
export function procedureStatus(
  version: ProcedureVersionDates,
  all: readonly ProcedureVersionDates[],
  now: Date = new Date(),
): ProcedureStatus {
  if (!version.publishedOn) return version.consultation ? 'consultation' : 'draft';
  const today = polishCalendarDate(now);
  if (inForceFrom(version.publishedOn) > today) return 'published';
  const current = versionInForce(publicationsOf(all), now);
  return current !== null && current.version > version.version ? 'superseded' : 'inForce';
}

/** A version still being worked on (a draft or in consultation): at most one at a time. */
export const isInProgress = (version: ProcedureVersionDates): boolean => version.publishedOn === null;

const daysFrom = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Why these consultation dates cannot be recorded: the start is in the future, or it lasts under 5 or over 10 days. */
export function consultationProblem(
  sentOn: CalendarDate,
  endsOn: CalendarDate,
  now: Date = new Date(),
): 'sentInFuture' | 'length' | null {
  if (sentOn > polishCalendarDate(now)) return 'sentInFuture';
  const days = daysFrom(sentOn, endsOn);
  return days < CONSULTATION_MIN_DAYS || days > CONSULTATION_MAX_DAYS ? 'length' : null;
}

/** Why the procedure cannot be recorded as made known to staff on this day: in the future, or before the consultation ended. */
export function publicationProblem(
  consultation: ProcedureConsultation,
  publishedOn: CalendarDate,
  now: Date = new Date(),
): 'publishedInFuture' | 'beforeConsultationEnd' | null {
  if (publishedOn > polishCalendarDate(now)) return 'publishedInFuture';
  return publishedOn < consultation.endsOn ? 'beforeConsultationEnd' : null;
}
