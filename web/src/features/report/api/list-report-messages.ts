import { listReportMessages } from '@shared/contracts/reports/list-report-messages.js';
import { contractKey, contractQueryOptions } from '@/lib/contract-query.js';

/** The conversation of a report (reading it takes the report out of 'Wiadomości'). */
export const reportMessagesQueryOptions = (reportId: string) =>
  contractQueryOptions(listReportMessages, { params: { reportId } });

export const reportMessagesKey = (reportId: string) => contractKey(listReportMessages, { params: { reportId } });
