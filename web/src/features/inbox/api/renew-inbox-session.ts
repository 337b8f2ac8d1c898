import { renewInboxSession } from '@shared/contracts/index.js';
import { contractMutationFn } from '../../../lib/contract-query.js';

/** 'Przedłuż': a new token; the current one stops working. */
export const renewSession = contractMutationFn(renewInboxSession);
