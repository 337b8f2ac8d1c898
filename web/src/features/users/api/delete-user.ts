import { deleteUser } from '@shared/contracts/users/delete-user.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getUsersQueryOptions } from './list-users.js';

/** Deletes a user for good; the table follows. */
export const useDeleteUser = () => useContractMutation(deleteUser, { invalidates: [getUsersQueryOptions().queryKey] });
