import { addUser } from '@shared/contracts/users/add-user.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getUsersQueryOptions } from './list-users.js';

/** Adds a user (and e-mails their invitation); the table follows. */
export const useAddUser = () => useContractMutation(addUser, { invalidates: [getUsersQueryOptions().queryKey] });
