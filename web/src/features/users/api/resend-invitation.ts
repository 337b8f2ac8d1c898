import { resendInvitation } from '@shared/contracts/users/resend-invitation.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getUsersQueryOptions } from './list-users.js';

/** A new invitation link for a user who has not activated yet; the table shows its new expiry. */
export const useResendInvitation = () =>
  useContractMutation(resendInvitation, { invalidates: [getUsersQueryOptions().queryKey] });
