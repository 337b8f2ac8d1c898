import { getProcedure } from '@shared/contracts/settings/get-procedure.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { listProcedureVersions } from '../data/procedures.js';
import { getTenant } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { procedureFacts, versionView } from './procedure-versions.js';

/** The procedure's facts and versions, newest first, read consistently (the screen reloads after a change). */
export const handler = defineHandler(getProcedure, async ({ caller }) => {
  const now = new Date();
  const tenant = (await getTenant(caller.tenant.tenantId, { consistent: true })) ?? caller.tenant;
  const [facts, versions] = await Promise.all([procedureFacts(tenant), listProcedureVersions(tenant.tenantId)]);
  return {
    facts,
    versions: versions.map((record) => versionView(record, versions, now)).reverse(),
    today: polishCalendarDate(now),
  };
});
