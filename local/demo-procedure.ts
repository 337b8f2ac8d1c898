import { procedureSections } from '@shared/documents/procedure-document.js';
import { addCalendarDays } from '@shared/domain/deadlines.js';
import { inForceFrom, type ProcedureDetails, type ProcedureEdits } from '@shared/domain/procedure.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import {
  newProcedureVersionWrite,
  tenantPublicationWrite,
  type ProcedureVersionRecord,
} from '../functions/data/procedures.js';
import { getTenant } from '../functions/data/tenants.js';
import { transact } from '../functions/data/transact.js';
import { procedureFacts } from '../functions/settings/procedure-versions.js';

/** What the demo organisation wrote into its procedure beyond what Settings give. */
const details: ProcedureDetails = {
  receivingUnit: 'Dział Zgodności (Compliance)',
  phoneHours: 'poniedziałek–piątek, 8:00–16:00',
  meetingPlace: 'siedziba organizacji, ul. Przykładowa 1, Warszawa, sala 2.14',
};
const firstEdits: ProcedureEdits = {
  followUp:
    'Postępowanie wyjaśniające prowadzi się w terminie nie dłuższym niż 2 miesiące od potwierdzenia przyjęcia zgłoszenia.',
};
const secondEdits: ProcedureEdits = {
  ...firstEdits,
  protection:
    'Pracownik, który doświadczył działań odwetowych, może zgłosić je w każdym z kanałów wskazanych w § 4; zgłoszenie rozpatruje się w pierwszej kolejności.',
};

/**
 * The demo organisation's internal reporting procedure (issue #40): version 1 consulted, made
 * known to staff and in force for weeks; version 2, which adds a paragraph on retaliation, in
 * consultation now. Both texts generated from the demo's Settings as the product generates them.
 */
export async function seedDemoProcedure(tenantId: string, now: Date): Promise<void> {
  const tenant = await getTenant(tenantId, { consistent: true });
  if (!tenant) throw new Error('the demo organisation is missing');
  const facts = await procedureFacts(tenant);
  const today = polishCalendarDate(now);
  const day = (offset: number) => addCalendarDays(today, offset);
  const version = (number: number, edits: ProcedureEdits, dates: { sentOn: string; endsOn: string }) => {
    const createdOn = addCalendarDays(dates.sentOn, -3);
    const { sections, missing } = procedureSections(facts, details, edits);
    if (missing.length) throw new Error(`the demo procedure misses: ${missing.map((fact) => fact.fact).join('; ')}`);
    return {
      tenantId,
      version: number,
      createdAt: `${createdOn}T09:00:00.000Z`,
      revision: 2,
      edits,
      details,
      document: { sections },
      consultation: { ...dates, comments: '', commentsRecordedAt: null },
    } satisfies Omit<ProcedureVersionRecord, 'stage' | 'publishedOn'>;
  };
  const first: ProcedureVersionRecord = {
    ...version(1, firstEdits, { sentOn: day(-70), endsOn: day(-63) }),
    consultation: {
      sentOn: day(-70),
      endsOn: day(-63),
      comments:
        'Zakładowa organizacja związkowa: prośba o wskazanie terminu postępowania wyjaśniającego — uwzględniona w § 6 ust. 4.',
      commentsRecordedAt: new Date(`${day(-64)}T12:00:00Z`).toISOString(),
    },
    stage: 'published',
    publishedOn: day(-60),
  };
  const second: ProcedureVersionRecord = {
    ...version(2, secondEdits, { sentOn: day(-2), endsOn: day(5) }),
    stage: 'consultation',
    publishedOn: null,
  };
  await transact([
    newProcedureVersionWrite(first),
    newProcedureVersionWrite(second),
    tenantPublicationWrite(tenantId, { version: 1, inForceFrom: inForceFrom(day(-60)) }),
  ]);
}
