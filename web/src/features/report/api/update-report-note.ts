import { updateReportNote } from '@shared/contracts/reports/update-report-note.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getReportNotesQueryOptions } from '@/lib/report-api/list-report-notes.js';

export const useUpdateReportNote = (reportId: string) =>
  useContractMutation(updateReportNote, { invalidates: [getReportNotesQueryOptions(reportId).queryKey] });
