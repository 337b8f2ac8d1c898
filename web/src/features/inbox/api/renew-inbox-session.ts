import { renewInboxSession } from '@shared/contracts/inbox/renew-inbox-session.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** 'Przedłuż': a new token; the current one stops working. */
export const renewSession = contractMutationFn(renewInboxSession);
