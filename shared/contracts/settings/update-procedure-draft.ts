import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZProcedureDetails, ZProcedureEdits, ZProcedureVersionParams } from './procedure-schemas.js';

/**
 * Save a draft's own text per section and the facts only the organisation knows, against the
 * revision the screen read (409 when it changed meanwhile, or the version is no longer a draft).
 */
export const updateProcedureDraft = defineContract({
  name: 'update-procedure-draft',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/procedure/versions/{version}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Save a procedure draft's edits and details (main administrator); logged.",
  params: ZProcedureVersionParams,
  body: z.strictObject({ edits: ZProcedureEdits, details: ZProcedureDetails, revision: z.number().int().min(0) }),
  response: ZEmptyResponse,
  maxBodyBytes: 128 * 1024,
});
