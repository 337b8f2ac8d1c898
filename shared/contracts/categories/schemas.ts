import * as z from 'zod';
import { categoryLimits, fieldType, LABEL_STORED_MAX } from '../../domain/category.js';
import { translationLanguages } from '../../domain/category-translations.js';
import { labelText, parseLinkLabel } from '../../domain/label-markup.js';
import { labelMarkupAllowed } from '../../domain/label-links.js';
import { categoryTexts } from '../../messages/categories.js';
import { validationTexts } from '../../messages/validation.js';
import { ZFieldTranslations, ZNameTranslations } from '../form/public-schemas.js';
import { ZOptionalPlainText, ZPlainText } from '../text.js';

export const ZCategoryId = z.object({ id: z.uuid() });
export const ZAttachmentParams = z.object({ id: z.uuid(), fileId: z.uuid() });

export const ZFieldType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: categoryTexts.fieldRequired,
});

/** The problem of a label as a reporter would read it (`type` says whether it may hold a link), or null. */
function labelProblem(label: string, type: number): string | null {
  // 500 characters of what the reporter reads (docs/features.md, "Limits and rules"): a checkbox link's markup is not
  // counted, its address is bounded apart.
  if (labelText(label).length > categoryLimits.labelMax) return categoryTexts.labelMax;
  if (parseLinkLabel(label).some((part) => part.kind === 'link' && part.href.length > categoryLimits.linkUrlMax))
    return categoryTexts.linkUrlTooLong(categoryLimits.linkUrlMax);
  if (label.includes('|')) return categoryTexts.labelHasBar;
  // Markup in a label would show as text on the public form; a checkbox's may hold one link.
  if (type !== fieldType.checkbox && !labelMarkupAllowed(label, false)) return categoryTexts.labelMarkup;
  if (type === fieldType.checkbox && !labelMarkupAllowed(label, true)) return categoryTexts.checkboxLabelMarkup;
  return null;
}

/** Options typed comma-separated, as the reporter will see them: trimmed, without blanks. */
export const typedOptions = (typed: string | undefined): string[] =>
  (typed ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

const ZTranslatedLabel = ZOptionalPlainText({ max: LABEL_STORED_MAX, tooLong: categoryTexts.labelMax }).optional();
const ZTypedOptions = ZOptionalPlainText({
  max: categoryLimits.optionsMax,
  tooLong: categoryTexts.optionsMax,
}).optional();

/** Languages other than Polish, each optional; an empty text is a missing translation. */
const byTranslationLanguage = <T extends z.ZodType>(schema: T) => z.partialRecord(z.enum(translationLanguages), schema);

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
    options: ZTypedOptions,
    /** Its label and a select's options in other languages, typed as the Polish ones are. */
    translations: byTranslationLanguage(z.strictObject({ label: ZTranslatedLabel, options: ZTypedOptions })).optional(),
  })
  .superRefine((field, context) => {
    const problem = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (field.type === fieldType.select && typedOptions(field.options).length === 0)
      problem(['options'], categoryTexts.fieldRequired);
    const labelIssue = labelProblem(field.label, field.type);
    if (labelIssue) problem(['label'], labelIssue);
    // The options are stored joined by '|' in places: a bar inside one would split it in two.
    if ((field.options ?? '').includes('|')) problem(['options'], validationTexts.optionsHaveBar);
    for (const language of translationLanguages) {
      const translation = field.translations?.[language];
      if (translation?.label) {
        const issue = labelProblem(translation.label, field.type);
        if (issue) problem(['translations', language, 'label'], issue);
      }
      if (field.type !== fieldType.select || !translation?.options) continue;
      // A select's value is stored as its Polish option: each translated option stands for the one in its place.
      if (translation.options.includes('|'))
        problem(['translations', language, 'options'], validationTexts.optionsHaveBar);
      else if (typedOptions(translation.options).length !== typedOptions(field.options).length)
        problem(
          ['translations', language, 'options'],
          categoryTexts.translationOptionsCount(typedOptions(field.options).length),
        );
    }
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
  /** The category's name in other languages. */
  translations: byTranslationLanguage(
    z.strictObject({
      name: ZOptionalPlainText({ max: categoryLimits.nameMax, tooLong: categoryTexts.nameMax }),
    }),
  ).optional(),
});
export type CategoryInput = z.infer<typeof ZCategoryInput>;

export const ZCategoryField = z.object({
  id: z.uuid(),
  type: ZFieldType,
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.string()),
  order: z.number().int(),
  translations: ZFieldTranslations,
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

export const ZCategory = ZCategorySummary.extend({
  fields: z.array(ZCategoryField),
  translations: ZNameTranslations,
});
export type Category = z.infer<typeof ZCategory>;

export const ZCategoryAttachment = z.object({ id: z.uuid(), name: z.string(), size: z.number().int() });
