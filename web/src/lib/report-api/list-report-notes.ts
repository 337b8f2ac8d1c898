import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { listReportNotes } from '@shared/contracts/reports/list-report-notes.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type ReportNotes = ResponseOf<typeof listReportNotes>;

/** A report's notes and property-damage notes, still encrypted with the report key. */
export const getReportNotesQueryOptions = (reportId: string) =>
  contractQueryOptions(listReportNotes, { params: { reportId } });

export const useReportNotes = (reportId: string) => useQuery(getReportNotesQueryOptions(reportId));
