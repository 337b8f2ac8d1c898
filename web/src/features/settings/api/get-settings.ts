import { useQuery } from '@tanstack/react-query';
import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { contractQueryOptions } from '@/lib/contract-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

/** Settings' cards: company data, logo, alias, statement, additional types, security. */
export const getSettingsQueryOptions = () => contractQueryOptions(getSettings);

export const useSettings = ({ queryConfig }: { queryConfig?: QueryConfig<typeof getSettingsQueryOptions> } = {}) =>
  useQuery({ ...getSettingsQueryOptions(), ...queryConfig });
