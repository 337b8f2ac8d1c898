import { clearReportLegalHold } from '@shared/contracts/reports/clear-report-legal-hold.js';
import { setReportFollowUpEnd } from '@shared/contracts/reports/set-report-follow-up-end.js';
import { setReportLegalHold } from '@shared/contracts/reports/set-report-legal-hold.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** 'Wstrzymaj usunięcie' and 'Zdejmij wstrzymanie' (administrators); the report follows. */
export const useSetLegalHold = () => useContractMutation(setReportLegalHold, { invalidates: reportChangeKeys });
export const useClearLegalHold = () => useContractMutation(clearReportLegalHold, { invalidates: reportChangeKeys });

/** 'Zakończenie działań następczych' recorded or removed (administrators); the report follows. */
export const useSetFollowUpEnd = () => useContractMutation(setReportFollowUpEnd, { invalidates: reportChangeKeys });
