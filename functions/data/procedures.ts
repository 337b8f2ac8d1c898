import * as z from 'zod';
import type { LegalDocument } from '@shared/documents/legal-document.js';
import {
  procedureSectionIds,
  type ProcedureConsultation,
  type ProcedureDetails,
  type ProcedureEdits,
  type ProcedurePublication,
} from '@shared/domain/procedure.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { dataConflict, dataNotFound } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, queryItems, itemSchema } from './query.js';
import type { TxWrite } from './transact.js';

/**
 * The versions of an organisation's internal reporting procedure (issue #40), one item each. A
 * draft holds the organisation's own text per section and the facts only it knows; the text is
 * generated from Settings whenever it is shown, so a change of Settings reaches the draft. Sent to
 * consultation, the version's text is fixed (`document`): what is consulted is what is made known
 * to staff. Every change moves `revision` and is conditional on the stage and the revision read,
 * so of two changes at once one is made and the other is told (409).
 *
 * Access pattern: every version of one organisation (a handful), by tenant.
 */
export type ProcedureStage = 'draft' | 'consultation' | 'published';

export interface ProcedureVersionRecord {
  tenantId: string;
  version: number;
  stage: ProcedureStage;
  createdAt: string;
  revision: number;
  edits: ProcedureEdits;
  details: ProcedureDetails;
  consultation: (ProcedureConsultation & { commentsRecordedAt: string | null }) | null;
  publishedOn: string | null;
  document: Pick<LegalDocument, 'sections'> | null;
}

const section = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  addition: z.string().optional(),
});

export const procedureVersionItem = itemSchema<ProcedureVersionRecord>(
  'procedureVersion',
  z.object({
    tenantId: z.string(),
    version: z.number(),
    stage: z.enum(['draft', 'consultation', 'published']),
    createdAt: z.string(),
    revision: z.number(),
    edits: z.partialRecord(z.enum(procedureSectionIds), z.string()),
    details: z.object({ receivingUnit: z.string(), phoneHours: z.string(), meetingPlace: z.string() }),
    consultation: z
      .object({
        sentOn: z.string(),
        endsOn: z.string(),
        comments: z.string(),
        commentsRecordedAt: z.string().nullable(),
      })
      .nullable(),
    publishedOn: z.string().nullable(),
    document: z.object({ sections: z.array(section) }).nullable(),
  }),
);

/** Every version of the organisation's procedure, oldest first. */
export const listProcedureVersions = (tenantId: string): Promise<ProcedureVersionRecord[]> =>
  queryItems(keys.procedureVersionsOf(tenantId), procedureVersionItem);

/** One version of the organisation's procedure, or null. */
export const getProcedureVersion = (tenantId: string, version: number): Promise<ProcedureVersionRecord | null> =>
  getItem(keys.procedureVersion(tenantId, version), procedureVersionItem);

const changedMeanwhile = () => dataConflict(procedureTexts.changedMeanwhile);

/** A new draft; the same number written meanwhile (two new drafts at once) is "changed meanwhile". */
export const newProcedureVersionWrite = (record: ProcedureVersionRecord): TxWrite => ({
  Put: {
    Item: tableItem(keys.procedureVersion(record.tenantId, record.version), 'procedureVersion', record),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
  failure: changedMeanwhile(),
});

/** One change of a version: its attributes set, the revision moved, only from `stage` at the revision read. */
function versionChange(
  seen: ProcedureVersionRecord,
  stage: ProcedureStage,
  changes: Partial<Omit<ProcedureVersionRecord, 'tenantId' | 'version' | 'revision'>>,
): TxWrite {
  const entries = Object.entries(changes);
  return {
    Update: {
      Key: keys.procedureVersion(seen.tenantId, seen.version),
      UpdateExpression: `SET ${entries.map((_, index) => `#a${index} = :a${index}`).join(', ')}, revision = :next`,
      ConditionExpression: 'attribute_exists(PK) AND #stage = :stage AND revision = :seen',
      ExpressionAttributeNames: {
        '#stage': 'stage',
        ...Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
      },
      ExpressionAttributeValues: {
        ':stage': stage,
        ':seen': seen.revision,
        ':next': seen.revision + 1,
        ...Object.fromEntries(entries.map(([, value], index) => [`:a${index}`, value])),
      },
    },
    failure: changedMeanwhile(),
  };
}

export const draftWrite = (seen: ProcedureVersionRecord, edits: ProcedureEdits, details: ProcedureDetails): TxWrite =>
  versionChange(seen, 'draft', { edits, details });

export const consultationWrite = (
  seen: ProcedureVersionRecord,
  consultation: ProcedureConsultation,
  document: Pick<LegalDocument, 'sections'>,
): TxWrite =>
  versionChange(seen, 'draft', {
    stage: 'consultation',
    consultation: { ...consultation, commentsRecordedAt: null },
    document,
  });

export const commentsWrite = (seen: ProcedureVersionRecord, comments: string, at: string): TxWrite =>
  versionChange(seen, 'consultation', {
    consultation: { ...seen.consultation!, comments, commentsRecordedAt: at },
  });

export const publicationWrite = (seen: ProcedureVersionRecord, publishedOn: string): TxWrite =>
  versionChange(seen, 'consultation', { stage: 'published', publishedOn });

/** The organisation's published versions on its item: the form links the one in force without another read. */
export const tenantPublicationWrite = (tenantId: string, publication: ProcedurePublication): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET procedurePublications = list_append(if_not_exists(procedurePublications, :none), :added)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':none': [], ':added': [publication] },
  },
  failure: dataNotFound(),
});
