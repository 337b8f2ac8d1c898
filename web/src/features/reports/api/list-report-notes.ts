import { listReportNotes } from '@shared/contracts/index.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** A report's notes and property-damage notes (texts encrypted with the report key). */
export const getReportNotesQueryOptions = (reportId: string) =>
  contractQueryOptions(listReportNotes, { params: { reportId } });
