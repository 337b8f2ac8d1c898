import { randomUUID } from 'node:crypto';
import { updateRules } from '@shared/contracts/settings/update-rules.js';
import type { AcknowledgementTemplateRef } from '@shared/domain/rules.js';
import { getAcknowledgementTemplate, newAcknowledgementTemplateWrite } from '../data/acknowledgement-templates.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { rulesOf, rulesWrite } from '../data/tenant-settings.js';
import { getTenant } from '../data/tenants.js';
import { transact, type TxWrite } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { organisationTextOf, sameOrganisationText } from './organisation-texts.js';

/**
 * Save the rules ('Reguły', issue #34), logged, all in one transaction. The acknowledgement's text
 * is a template kept in versions: a text that differs from the current version is written as the
 * next one (two saves of the same version at once: the second is "changed meanwhile"); the same
 * text keeps its version; no text leaves the organisation without one. Versions are never changed
 * or removed: reports acknowledged with them name them.
 */
export const handler = defineHandler(updateRules, async ({ body, caller }) => {
  const tenant = await getTenant(caller.tenant.tenantId, { consistent: true });
  if (!tenant) throw notFound();
  const current = rulesOf(tenant).acknowledgement.template;
  const texts = organisationTextOf(body.acknowledgement.texts);
  const seen = current && texts ? await getAcknowledgementTemplate(tenant.tenantId, current) : null;
  const writes: TxWrite[] = [];
  let template: AcknowledgementTemplateRef | null = null;
  if (texts && seen && sameOrganisationText(seen.texts, texts)) template = current;
  else if (texts) {
    template = { templateId: current?.templateId ?? randomUUID(), version: (current?.version ?? 0) + 1 };
    writes.push(
      newAcknowledgementTemplateWrite({
        tenantId: tenant.tenantId,
        ...template,
        texts,
        createdAt: new Date().toISOString(),
      }),
    );
  }
  await transact([
    ...writes,
    rulesWrite(tenant.tenantId, {
      acknowledgement: { enabled: body.acknowledgement.enabled, template },
      escalation: body.escalation,
    }),
    logEntryWrite(byStaff(caller), 'settings.rules.changed'),
  ]);
  return { ok: true as const };
});
