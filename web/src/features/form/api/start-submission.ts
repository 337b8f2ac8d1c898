import type { BodyOf } from '@shared/contracts/contract.js';
import { startSubmission as contract } from '@shared/contracts/form/start-submission.js';
import { callApi } from '@/lib/api-client.js';

/** A slot for a new report: the organisation's public key and an upload address per file. */
export const startSubmission = (alias: string, body: BodyOf<typeof contract>) =>
  callApi(contract, { params: { alias }, body });
