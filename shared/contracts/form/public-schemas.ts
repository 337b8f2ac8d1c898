import * as z from 'zod/mini';
import { fieldType } from '../../domain/category.js';

/*
 * What the public form sends and reads, written with zod's mini build: the same zod schemas (the
 * handler, the OpenAPI document and the other contracts use them as any other), at a third of the
 * bytes in the reporter's browser, which loads them when the reporter sends or downloads (the
 * first load parses nothing, decision 94).
 */

export const ZAlias = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));
export const ZFormParams = z.object({ alias: ZAlias });

export const ZPublicCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  anonymous: z.boolean(),
  files: z.boolean(),
  attachments: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

export const ZPublicField = z.object({
  id: z.uuid(),
  type: z.literal(Object.values(fieldType)),
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.string()),
});
