import { answerPhoneProtocol } from '@shared/contracts/inbox/answer-phone-protocol.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** The caller approves the phone protocol or asks for corrections. */
export const answerProtocol = contractMutationFn(answerPhoneProtocol);
