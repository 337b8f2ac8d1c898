import { updateUser } from '@shared/contracts/users/update-user.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getUsersQueryOptions } from './list-users.js';

/** Saves a user's data and rights; the table follows. */
export const useUpdateUser = () => useContractMutation(updateUser, { invalidates: [getUsersQueryOptions().queryKey] });
