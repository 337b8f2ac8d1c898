import { writeReportProtocol } from '@shared/contracts/reports/write-report-protocol.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** 'Zapisz protokół': a voice message's transcript or a meeting's protocol (already encrypted); the report and lists follow. */
export const useWriteReportProtocol = () => useContractMutation(writeReportProtocol, { invalidates: reportChangeKeys });
