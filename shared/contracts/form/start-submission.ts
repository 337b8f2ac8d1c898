import * as z from 'zod';
import { fileLimits } from '../../domain/files.js';
import { defineContract } from '../contract.js';
import { ZFormParams, ZSubmissionSlot } from './schemas.js';

/**
 * Step 1 of sending: a submission slot. The server picks the report id and identifier, hands
 * out the organisation public key and one presigned upload per (already encrypted) file.
 */
export const startSubmission = defineContract({
  name: 'start-submission',
  area: 'form',
  method: 'POST',
  path: '/api/public/forms/{alias}/submissions',
  auth: { kind: 'public' },
  summary: 'Open a submission slot: report id, identifier, public key, upload URLs.',
  params: ZFormParams,
  body: z.strictObject({
    categoryId: z.uuid(),
    /** Ciphertext sizes of the files to upload (the encrypted size of each plaintext file). */
    files: z.array(z.strictObject({ size: z.number().int().positive() })).max(fileLimits.reportFilesMax),
  }),
  response: ZSubmissionSlot.extend({
    uploads: z.array(z.object({ fileId: z.uuid(), url: z.string(), headers: z.record(z.string(), z.string()) })),
  }),
});
