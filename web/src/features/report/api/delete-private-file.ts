import { deletePrivateFile } from '@shared/contracts/reports/delete-private-file.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getPrivateFilesQueryOptions } from './list-private-files.js';

/** Removes a private file for good; the list follows. */
export const useDeletePrivateFile = (reportId: string) =>
  useContractMutation(deletePrivateFile, { invalidates: [getPrivateFilesQueryOptions(reportId).queryKey] });
