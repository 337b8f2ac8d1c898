import * as z from 'zod';
import { translationLanguages } from '@shared/domain/category-translations.js';
import type { AcknowledgementTemplateRef, AcknowledgementTexts } from '@shared/domain/rules.js';
import { rulesTexts } from '@shared/messages/settings.js';
import { dataConflict } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { TxWrite } from './transact.js';

/**
 * The versions of an organisation's automatic acknowledgement text (issue #34), one item each,
 * never changed once written: a report acknowledged by the rule names the version it got, so
 * what the reporter was told stays as it was told whatever the organisation writes later.
 *
 * Access pattern: one version by tenant, template id and version (Settings, the inbox, the report page).
 */
export interface AcknowledgementTemplate extends AcknowledgementTemplateRef {
  tenantId: string;
  texts: AcknowledgementTexts;
  createdAt: string;
}

export const acknowledgementTemplateItem = itemSchema<AcknowledgementTemplate>(
  'acknowledgementTemplate',
  z.object({
    tenantId: z.string(),
    templateId: z.string(),
    version: z.number(),
    texts: z.object({
      text: z.string(),
      translations: z.partialRecord(z.enum(translationLanguages), z.string()).optional(),
    }),
    createdAt: z.string(),
  }),
);

/** One version of the organisation's text, or null (never written, or another organisation's). */
export const getAcknowledgementTemplate = (
  tenantId: string,
  ref: AcknowledgementTemplateRef,
): Promise<AcknowledgementTemplate | null> =>
  getItem(keys.acknowledgementTemplate(tenantId, ref.templateId, ref.version), acknowledgementTemplateItem);

/** A new version of the text; the same version written meanwhile (two saves at once) is "changed meanwhile". */
export const newAcknowledgementTemplateWrite = (template: AcknowledgementTemplate): TxWrite => ({
  Put: {
    Item: tableItem(
      keys.acknowledgementTemplate(template.tenantId, template.templateId, template.version),
      'acknowledgementTemplate',
      template,
    ),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
  failure: dataConflict(rulesTexts.changedMeanwhile),
});
