import * as z from 'zod';
import { categoryLimits, fieldType, LABEL_STORED_MAX } from '../../domain/category.js';
import { labelText, parseLinkLabel } from '../../domain/label-markup.js';
import { labelMarkupAllowed } from '../../domain/label-links.js';
import { categoryTexts } from '../../messages/categories.js';
import { validationTexts } from '../../messages/validation.js';
import { ZOptionalPlainText, ZPlainText } from '../text.js';

export const ZCategoryId = z.object({ id: z.uuid() });
export const ZAttachmentParams = z.object({ id: z.uuid(), fileId: z.uuid() });

export const ZFieldType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: categoryTexts.fieldRequired,
});

/** One element of a category's form as the builder edits it; select options are comma-typed. */
export const ZCategoryFieldInput = z
  .strictObject({
    id: z.uuid().optional(),
    type: ZFieldType,
    required: z.boolean(),
    label: ZPlainText({
      max: LABEL_STORED_MAX,
      required: categoryTexts.fieldRequired,
      tooLong: categoryTexts.labelMax,
    }),
    options: ZOptionalPlainText({ max: categoryLimits.optionsMax, tooLong: categoryTexts.optionsMax }).optional(),
  })
  .refine((field) => field.type !== fieldType.select || (field.options ?? '').split(',').some((o) => o.trim()), {
    path: ['options'],
    message: categoryTexts.fieldRequired,
  })
  // 500 characters of what the reporter reads (docs/features.md, "Limits and rules"): a checkbox link's markup is not
  // counted, its address is bounded apart.
  .refine((field) => labelText(field.label).length <= categoryLimits.labelMax, {
    path: ['label'],
    message: categoryTexts.labelMax,
  })
  .refine(
    (field) =>
      parseLinkLabel(field.label).every(
        (part) => part.kind !== 'link' || part.href.length <= categoryLimits.linkUrlMax,
      ),
    {
      path: ['label'],
      message: categoryTexts.linkUrlTooLong(categoryLimits.linkUrlMax),
    },
  )
  .refine((field) => !field.label.includes('|'), { path: ['label'], message: categoryTexts.labelHasBar })
  // Markup in a label would show as text on the public form; a checkbox's may hold one link.
  .refine((field) => field.type === fieldType.checkbox || labelMarkupAllowed(field.label, false), {
    path: ['label'],
    message: categoryTexts.labelMarkup,
  })
  .refine((field) => field.type !== fieldType.checkbox || labelMarkupAllowed(field.label, true), {
    path: ['label'],
    message: categoryTexts.checkboxLabelMarkup,
  })
  // The options are stored joined by '|' in places: a bar inside one would split it in two.
  .refine((field) => !(field.options ?? '').includes('|'), {
    path: ['options'],
    message: validationTexts.optionsHaveBar,
  });

export const ZCategoryInput = z.strictObject({
  name: ZPlainText({
    max: categoryLimits.nameMax,
    required: categoryTexts.nameRequired,
    tooLong: categoryTexts.nameMax,
  }),
  visible: z.boolean(),
  /** 2 when "active" is ticked, otherwise 1. */
  status: z.union([z.literal(1), z.literal(2)]),
  files: z.boolean(),
  anonymous: z.boolean(),
  fields: z.array(ZCategoryFieldInput).min(1, categoryTexts.atLeastOneField).max(categoryLimits.fieldsMax),
});
export type CategoryInput = z.infer<typeof ZCategoryInput>;

export const ZCategoryField = z.object({
  id: z.uuid(),
  type: ZFieldType,
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.string()),
  order: z.number().int(),
});

export const ZCategoryUser = z.object({ userId: z.string(), userName: z.string(), canResponse: z.boolean() });

export const ZCategorySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  visible: z.boolean(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  files: z.boolean(),
  anonymous: z.boolean(),
  attachmentsCount: z.number().int(),
  users: z.array(ZCategoryUser),
});
export type CategorySummary = z.infer<typeof ZCategorySummary>;

export const ZCategory = ZCategorySummary.extend({ fields: z.array(ZCategoryField) });
export type Category = z.infer<typeof ZCategory>;

export const ZCategoryAttachment = z.object({ id: z.uuid(), name: z.string(), size: z.number().int() });
