import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAlias, ZPublicCategory, ZPublicField } from './schemas.js';

export const getPublicCategory = defineContract({
  name: 'get-public-category',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}/categories/{id}',
  auth: { kind: 'public' },
  summary: 'The fields of one category of a public form.',
  params: z.object({ alias: ZAlias, id: z.uuid() }),
  response: ZPublicCategory.extend({ fields: z.array(ZPublicField) }),
});
