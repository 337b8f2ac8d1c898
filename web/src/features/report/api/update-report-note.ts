import { updateReportNote } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getReportNotesQueryOptions } from '@/lib/report-api/list-report-notes.js';

export const useUpdateReportNote = (reportId: string) =>
  useContractMutation(updateReportNote, { invalidates: [getReportNotesQueryOptions(reportId).queryKey] });
