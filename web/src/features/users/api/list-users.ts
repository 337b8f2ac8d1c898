import { useQuery } from '@tanstack/react-query';
import { listUsers } from '@shared/contracts/users/list-users.js';
import { contractQueryOptions } from '@/lib/contract-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

/** The users panel's table, what this user may do in it and the package's limits. */
export const getUsersQueryOptions = () => contractQueryOptions(listUsers);

export const useUsers = ({ queryConfig }: { queryConfig?: QueryConfig<typeof getUsersQueryOptions> } = {}) =>
  useQuery({ ...getUsersQueryOptions(), ...queryConfig });
