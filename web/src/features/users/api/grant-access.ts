import { grantAccess } from '@shared/contracts/users/grant-access.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getUsersQueryOptions } from './list-users.js';

/** Stores the organisation key this browser wrapped for a pending user; the table follows. */
export const useGrantAccess = () =>
  useContractMutation(grantAccess, { invalidates: [getUsersQueryOptions().queryKey] });
