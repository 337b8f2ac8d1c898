import type { BodyOf } from '@shared/contracts/contract.js';
import { sendForward } from '@shared/contracts/forwards/send-forward.js';
import { startForward } from '@shared/contracts/forwards/start-forward.js';
import { callApi } from '@/lib/api-client.js';
import { useChange } from '@/lib/contract-query.js';
import { uploadBlob } from '@/lib/upload-blob.js';
import { getForwardsQueryOptions } from './list-forwards.js';

export type ForwardMessageInput = Omit<BodyOf<typeof startForward>, 'size'>;

export interface SendForwardInput {
  message: ForwardMessageInput;
  /** The zip built in this browser (the report PDF and the chosen decrypted files). */
  bundle: Blob;
  onUploaded?: () => void;
}

/**
 * Forwards the report in the contracts' three steps: start (the message and the bundle's size),
 * the PUT of the bundle to its presigned URL, then send (the server checks it and e-mails the
 * authority). The list of forwards follows.
 */
export const useSendForward = (reportId: string) =>
  useChange(
    async ({ message, bundle, onUploaded }: SendForwardInput) => {
      const started = await callApi(startForward, { params: { reportId }, body: { ...message, size: bundle.size } });
      await uploadBlob(started.uploadUrl, started.headers, bundle, () => {});
      onUploaded?.();
      return callApi(sendForward, { params: { reportId, forwardId: started.forwardId } });
    },
    { invalidates: [getForwardsQueryOptions(reportId).queryKey] },
  );
