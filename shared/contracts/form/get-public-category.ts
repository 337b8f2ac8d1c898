import * as z from 'zod/mini';
import { defineContract } from '../contract.js';
// zod's mini build: the form's first load (public-schemas.ts).
import { ZAlias, ZPublicCategory, ZPublicField } from './public-schemas.js';

export const getPublicCategory = defineContract({
  name: 'get-public-category',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}/categories/{id}',
  auth: { kind: 'public' },
  summary: 'The fields of one category of a public form.',
  params: z.object({ alias: ZAlias, id: z.uuid() }),
  response: z.extend(ZPublicCategory, { fields: z.array(ZPublicField) }),
});
