import type { BodyOf } from '@shared/contracts/contract.js';
import { finaliseSubmission as contract } from '@shared/contracts/form/finalise-submission.js';
import { callApi } from '@/lib/api-client.js';

/** Stores the encrypted report of a slot; the answer carries its identifier and receipt time. */
export const finaliseSubmission = (alias: string, reportId: string, body: BodyOf<typeof contract>) =>
  callApi(contract, { params: { alias, reportId }, body });
