import { addReportNote } from '@shared/contracts/reports/add-report-note.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getReportNotesQueryOptions } from '@/lib/report-api/list-report-notes.js';

export const useAddReportNote = (reportId: string) =>
  useContractMutation(addReportNote, { invalidates: [getReportNotesQueryOptions(reportId).queryKey] });
