import * as z from 'zod';

/**
 * What staff write for 'Rejestr zgłoszeń' (art. 29 of the Act) beyond what the form gave: the
 * subject of the violation and the person concerned when the form had no such field (or said too
 * little), and what was done in follow-up. One record encrypted under the report key (purpose
 * `register`), like a note: the server stores it without reading it. A text written here is what
 * the register shows in place of the form's.
 */
export const registerRecordLimits = {
  subjectMaxChars: 500,
  personConcernedMaxChars: 1_000,
  followUpMaxChars: 4_000,
  /** The encrypted record (base64url): above the three texts at their longest, in UTF-8. */
  ciphertextMaxChars: 30_000,
} as const;

export const ZRegisterRecord = z.strictObject({
  v: z.literal(1),
  subject: z.string().max(registerRecordLimits.subjectMaxChars),
  personConcerned: z.string().max(registerRecordLimits.personConcernedMaxChars),
  followUp: z.string().max(registerRecordLimits.followUpMaxChars),
});
export type RegisterRecord = z.infer<typeof ZRegisterRecord>;

export const emptyRegisterRecord: RegisterRecord = { v: 1, subject: '', personConcerned: '', followUp: '' };

/** Whether the record says anything (an empty one is stored as none). */
export const isRegisterRecordEmpty = (record: RegisterRecord): boolean =>
  !record.subject.trim() && !record.personConcerned.trim() && !record.followUp.trim();

/** The register's value: what staff wrote for it, else the form's (null: neither). */
export const registerValue = (written: string | undefined, fromForm: string | null): string | null =>
  written?.trim() ? written.trim() : fromForm;
