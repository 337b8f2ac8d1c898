import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZFormParams, ZPublicCategory } from './schemas.js';

/** The public form of an organisation (spec doc 3 §3 "Form response"); 409 when its licence expired. */
export const getPublicForm = defineContract({
  name: 'get-public-form',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}',
  auth: { kind: 'public' },
  summary: "An organisation's visible, active categories and the form's channel information.",
  params: ZFormParams,
  response: z.object({
    company: z.string(),
    categories: z.array(ZPublicCategory),
    phoneEnabled: z.boolean(),
    mailEnabled: z.boolean(),
    /** The phone type's number (shown with the PIN when `phoneEnabled`). */
    phoneNumber: z.string().nullable(),
    pin: z.string().nullable(),
    customEmail: z.string().nullable(),
    logo: z.object({ url: z.string() }).nullable(),
    showAccessibilityStatement: z.boolean(),
  }),
});
