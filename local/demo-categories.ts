import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryStatus } from '@shared/domain/category.js';
import type { Translations } from '@shared/domain/category-translations.js';
import {
  defaultCategoryFields,
  defaultCategoryNames,
  type DefaultCategoryKind,
} from '@shared/domain/default-categories.js';

type FieldTexts = Translations<{ label: string; options?: string }>;

/*
 * The demo's two default categories with the Ukrainian and English texts an organisation would add
 * in the builder's 'Tłumaczenia' tab. Plain words a frightened employee understands; legal terms as
 * in Directive 2019/1937 (docs/decisions.md, 186): English "report", "breach", "person concerned",
 * "whistleblower"; Ukrainian «повідомлення», «порушення», «викривач».
 */
const description: FieldTexts = {
  uk: { label: 'Опис порушення закону (що сталося, коли і де)' },
  en: { label: 'Describe the breach of law (what happened, when and where)' },
};
const evidence: FieldTexts = {
  uk: { label: 'Свідки та докази' },
  en: { label: 'Witnesses and evidence' },
};

const translations: Record<DefaultCategoryKind, { name: Translations<{ name: string }>; fields: FieldTexts[] }> = {
  internal: {
    name: { uk: { name: 'Внутрішні повідомлення' }, en: { name: 'Internal reports' } },
    fields: [
      description,
      {
        uk: { label: 'Особи, яких стосується повідомлення' },
        en: { label: 'Persons concerned (who the report is about)' },
      },
      evidence,
      {
        // As many options as the Polish 'Nie, Tak - wewnętrznie, Tak - zewnętrznie', in their order.
        uk: {
          label: 'Чи ви вже повідомляли про цю справу?',
          options: 'Ні, Так – у межах організації, Так – до зовнішнього органу',
        },
        en: {
          label: 'Have you reported this matter before?',
          options: 'No, Yes – within the organisation, Yes – to an outside authority',
        },
      },
    ],
  },
  external: {
    name: { uk: { name: 'Зовнішні повідомлення' }, en: { name: 'External reports' } },
    fields: [
      description,
      {
        uk: { label: 'Організація чи компанія, якої стосується повідомлення' },
        en: { label: 'Organisation or company the report is about' },
      },
      evidence,
      {
        uk: {
          label:
            'Прошу видати довідку про те, що на мене поширюється захист викривачів (ст. 38 польського Закону про захист викривачів)',
        },
        en: {
          label:
            'I ask for a certificate confirming that I am protected as a whistleblower (Article 38 of the Polish Whistleblower Protection Act)',
        },
      },
    ],
  },
};

/** A default category as the demo organisation has it: its default form, with every text translated. */
export function demoCategoryInput(kind: DefaultCategoryKind): CategoryInput {
  return {
    name: defaultCategoryNames[kind],
    visible: true,
    status: categoryStatus.active,
    files: true,
    anonymous: kind === 'internal',
    translations: translations[kind].name,
    fields: defaultCategoryFields[kind].map((field, index) => ({
      ...field,
      translations: translations[kind].fields[index],
    })),
  };
}
