import { acceptInvitation as contract } from '@shared/contracts/index.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** The invited user's password: the login secret and the key pair made in the browser. */
export const acceptInvitation = contractMutationFn(contract);
