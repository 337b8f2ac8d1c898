import * as z from 'zod';
import { isCalendarDay } from '../../domain/log.js';
import { procedureLimits, procedureSectionIds } from '../../domain/procedure.js';
import { procedureTexts } from '../../messages/procedure.js';
import { ZOptionalPlainText } from '../text.js';

/** A version of the procedure in the path: 1, 2, … */
export const ZProcedureVersionParams = z.object({ version: z.coerce.number().int().min(1).max(100_000) });

export const ZProcedureDay = z.string().refine(isCalendarDay, procedureTexts.badDay);

const ZSectionText = z
  .string()
  .normalize('NFC')
  .trim()
  .max(procedureLimits.editMax, procedureTexts.editTooLong(procedureLimits.editMax));

export const ZProcedureEdits = z.partialRecord(z.enum(procedureSectionIds), ZSectionText);

const ZDetail = ZOptionalPlainText({
  max: procedureLimits.detailMax,
  tooLong: procedureTexts.detailTooLong(procedureLimits.detailMax),
});

export const ZProcedureDetails = z.strictObject({ receivingUnit: ZDetail, phoneHours: ZDetail, meetingPlace: ZDetail });

export const ZDocumentSection = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  addition: z.string().optional(),
});

/** The procedure as it was sent to consultation: what is consulted is what is published. */
export const ZFrozenProcedure = z.object({ sections: z.array(ZDocumentSection) });

export const ZProcedureFacts = z.object({
  company: z.object({
    name: z.string(),
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    nip: z.string().nullable(),
  }),
  formUrl: z.string(),
  email: z.object({ address: z.string().nullable() }).nullable(),
  phone: z.object({ number: z.string().nullable(), pin: z.string().nullable() }).nullable(),
  voiceMessages: z.boolean(),
  categories: z.array(z.object({ name: z.string(), assigned: z.boolean() })),
  externalChannelsNote: z.string().nullable(),
});

export const ZProcedureStatus = z.enum(['draft', 'consultation', 'published', 'inForce', 'superseded']);

export const ZProcedureVersion = z.object({
  version: z.number(),
  status: ZProcedureStatus,
  createdAt: z.string(),
  /** Moved by every change: the draft's edits are saved against the one the screen read. */
  revision: z.number(),
  edits: ZProcedureEdits,
  details: z.object({ receivingUnit: z.string(), phoneHours: z.string(), meetingPlace: z.string() }),
  consultation: z
    .object({ sentOn: z.string(), endsOn: z.string(), comments: z.string(), commentsRecordedAt: z.string().nullable() })
    .nullable(),
  publishedOn: z.string().nullable(),
  inForceFrom: z.string().nullable(),
  /** The text fixed when sent to consultation; null while a draft (generated from the facts). */
  document: ZFrozenProcedure.nullable(),
});
