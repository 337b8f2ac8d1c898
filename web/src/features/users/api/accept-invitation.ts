import { acceptInvitation as contract } from '@shared/contracts/users/accept-invitation.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** The invited user's password: the login secret and the key pair made in the browser. */
export const useAcceptInvitation = () => useContractMutation(contract);
