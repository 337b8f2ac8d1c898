import { createProcedureVersion } from '@shared/contracts/settings/create-procedure-version.js';
import { emptyProcedureDetails, isInProgress } from '@shared/domain/procedure.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { listProcedureVersions, newProcedureVersionWrite } from '../data/procedures.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';

/**
 * A new draft, numbered after the newest version and starting from its edits and details; one
 * version at a time is prepared (two new drafts at once: one is made, the other is told).
 */
export const handler = defineHandler(createProcedureVersion, async ({ caller }) => {
  const tenantId = caller.tenant.tenantId;
  const versions = await listProcedureVersions(tenantId);
  if (versions.some(isInProgress)) throw conflict(procedureTexts.inProgressExists);
  const newest = versions.at(-1);
  const version = (newest?.version ?? 0) + 1;
  await transact([
    newProcedureVersionWrite({
      tenantId,
      version,
      stage: 'draft',
      createdAt: new Date().toISOString(),
      revision: 0,
      edits: newest?.edits ?? {},
      details: newest?.details ?? emptyProcedureDetails,
      consultation: null,
      publishedOn: null,
      document: null,
    }),
    logEntryWrite(byStaff(caller), 'settings.procedure.created', String(version)),
  ]);
  return { version };
});
