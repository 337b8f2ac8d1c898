import { sendShareCode } from '@shared/contracts/index.js';
import { useContractMutation } from '../../../lib/contract-query.js';

/** 'Generuj kod': the server e-mails a single-use code to the address the report was forwarded to. */
export const useSendShareCode = () => useContractMutation(sendShareCode);
