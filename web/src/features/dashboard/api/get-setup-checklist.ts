import { useQuery } from '@tanstack/react-query';
import { getSetupChecklist } from '@shared/contracts/dashboard/get-setup-checklist.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { contractQueryOptions } from '@/lib/contract-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

export type SetupChecklist = ResponseOf<typeof getSetupChecklist>;

/** The main administrator's first steps: categories, the ones nobody handles, the marked steps. */
export const getSetupChecklistQueryOptions = () => contractQueryOptions(getSetupChecklist);

export const useSetupChecklist = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getSetupChecklistQueryOptions> } = {}) =>
  useQuery({ ...getSetupChecklistQueryOptions(), ...queryConfig });
