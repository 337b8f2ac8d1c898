import { useQuery } from '@tanstack/react-query';
import { listLogUsers } from '@shared/contracts/logs/list-log-users.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The user selector's choices: the organisation's staff users. */
export const getLogUsersQueryOptions = () => contractQueryOptions(listLogUsers);

export const useLogUsers = () => useQuery(getLogUsersQueryOptions());
