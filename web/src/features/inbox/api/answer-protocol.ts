import { answerProtocol as answerProtocolContract } from '@shared/contracts/inbox/answer-protocol.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** The reporter approves a protocol (phone, voice message, meeting) or asks for corrections. */
export const answerProtocol = contractMutationFn(answerProtocolContract);
