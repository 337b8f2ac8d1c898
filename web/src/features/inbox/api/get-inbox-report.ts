import { getInboxReport } from '@shared/contracts/inbox/get-inbox-report.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The reporter's own report (ciphertext and the info panel). */
export const inboxReportQueryOptions = () => contractQueryOptions(getInboxReport);
