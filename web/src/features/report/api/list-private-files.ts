import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { listPrivateFiles } from '@shared/contracts/reports/list-private-files.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type PrivateFile = ResponseOf<typeof listPrivateFiles>['files'][number];

export const getPrivateFilesQueryOptions = (reportId: string) =>
  contractQueryOptions(listPrivateFiles, { params: { reportId } });

/** The report's private files (names still encrypted). */
export const usePrivateFiles = (reportId: string) => useQuery(getPrivateFilesQueryOptions(reportId));
