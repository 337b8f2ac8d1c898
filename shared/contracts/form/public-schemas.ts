import * as z from 'zod/mini';
import { fieldType } from '../../domain/category.js';
import { translationLanguages } from '../../domain/category-translations.js';

/*
 * What the public form sends and reads, written with zod's mini build: the same zod schemas (the
 * handler, the OpenAPI document and the other contracts use them as any other), at a third of the
 * bytes in the reporter's browser, which loads them when the reporter sends or downloads (the
 * first load parses nothing, decision 94).
 */

export const ZAlias = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));
export const ZFormParams = z.object({ alias: ZAlias });

/** An organisation's texts in other languages, as stored (category-translations.ts); absent when there are none. */
const byTranslationLanguage = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.partialRecord(z.enum(translationLanguages), schema));
export const ZNameTranslations = byTranslationLanguage(z.object({ name: z.string() }));
export const ZFieldTranslations = byTranslationLanguage(
  z.object({ label: z.optional(z.string()), options: z.optional(z.array(z.string())) }),
);

/** The organisation's text under the explanation of external reports (Settings), as stored; null when there is none. */
export const ZPublicExternalChannelsNote = z.nullable(
  z.object({ text: z.string(), translations: byTranslationLanguage(z.string()) }),
);

export const ZPublicCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  anonymous: z.boolean(),
  files: z.boolean(),
  attachments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  translations: ZNameTranslations,
});

export const ZPublicField = z.object({
  id: z.uuid(),
  type: z.literal(Object.values(fieldType)),
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.string()),
  translations: ZFieldTranslations,
});
