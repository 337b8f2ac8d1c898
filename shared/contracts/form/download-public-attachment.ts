import * as z from 'zod/mini';
import { defineContract } from '../contract.js';
// zod's mini build: the public form's contracts (public-schemas.ts).
import { ZAlias } from './public-schemas.js';

export const downloadPublicAttachment = defineContract({
  name: 'download-public-attachment',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}/categories/{id}/attachments/{fileId}',
  auth: { kind: 'public' },
  summary: 'A short-lived download URL of a file a category offers to reporters.',
  params: z.object({ alias: ZAlias, id: z.uuid(), fileId: z.uuid() }),
  response: z.object({ url: z.string() }),
});
