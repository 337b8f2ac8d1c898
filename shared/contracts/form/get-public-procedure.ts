import * as z from 'zod/mini';
import { defineContract } from '../contract.js';
import { ZFormParams } from './public-schemas.js';

/**
 * The organisation's internal reporting procedure in force (its text fixed at consultation), for
 * the form's link; 404 when none is in force.
 */
export const getPublicProcedure = defineContract({
  name: 'get-public-procedure',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}/procedure',
  auth: { kind: 'public' },
  summary: "The organisation's internal reporting procedure in force.",
  params: ZFormParams,
  response: z.object({
    company: z.string(),
    version: z.number(),
    publishedOn: z.string(),
    inForceFrom: z.string(),
    sections: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        title: z.string(),
        paragraphs: z.array(z.string()),
        addition: z.optional(z.string()),
      }),
    ),
  }),
});
