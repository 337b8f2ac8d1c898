import { getPublicProcedure } from '@shared/contracts/form/get-public-procedure.js';
import { versionInForce } from '@shared/domain/procedure.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { getProcedureVersion } from '../data/procedures.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { requireOpenForm } from './public-tenant.js';

/** The procedure in force, as it was consulted and made known; 404 while none is in force. */
export const handler = defineHandler(getPublicProcedure, async ({ params }) => {
  const tenant = await requireOpenForm(params.alias);
  const current = versionInForce(tenant.procedurePublications ?? []);
  const record = current ? await getProcedureVersion(tenant.tenantId, current.version) : null;
  if (!current || !record?.document || !record.publishedOn) throw new HttpError('NOT_FOUND', procedureTexts.notFound);
  return {
    company: tenant.name,
    version: record.version,
    publishedOn: record.publishedOn,
    inForceFrom: current.inForceFrom,
    sections: record.document.sections,
  };
});
