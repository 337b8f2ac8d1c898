import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZInboxFileParams } from './schemas.js';

/**
 * A short-lived download URL of a file the reporter may see: their report's attachments, staff
 * replies' attachments and their own messages' attachments (never staff-only files). The bytes
 * are ciphertext the browser decrypts with K.
 */
export const downloadInboxFile = defineContract({
  name: 'download-inbox-file',
  area: 'inbox',
  method: 'GET',
  path: '/api/inbox/files/{fileId}',
  auth: { kind: 'reporter' },
  summary: 'Download an attachment the reporter may see.',
  params: ZInboxFileParams,
  response: z.object({ url: z.string() }),
});
