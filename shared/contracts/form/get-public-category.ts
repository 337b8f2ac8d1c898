import * as z from 'zod/mini';
import { defineContract } from '../contract.js';
import { getPublicCategoryRoute } from './public-routes.js';
import { ZAlias, ZPublicCategory, ZPublicField } from './public-schemas.js';

export const getPublicCategory = defineContract({
  ...getPublicCategoryRoute,
  params: z.object({ alias: ZAlias, id: z.uuid() }),
  response: z.extend(ZPublicCategory, { fields: z.array(ZPublicField) }),
});
