import { excludeFromReport } from '@shared/contracts/reports/exclude-from-report.js';
import { readmitToReport } from '@shared/contracts/reports/readmit-to-report.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** Excludes staff from the report ('Wyłącz z dostępu'); the report, its handlers and the lists follow. */
export const useExcludeFromReport = () => useContractMutation(excludeFromReport, { invalidates: reportChangeKeys });

/** Ends one person's exclusion ('Przywróć dostęp'). */
export const useReadmitToReport = () => useContractMutation(readmitToReport, { invalidates: reportChangeKeys });
