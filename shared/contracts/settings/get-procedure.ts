import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZProcedureFacts, ZProcedureVersion } from './procedure-schemas.js';

/**
 * 'Procedura zgłoszeń wewnętrznych': the facts the procedure is generated from (Settings, the
 * categories and whether someone handles each) and every version with its lifecycle, newest first.
 */
export const getProcedure = defineContract({
  name: 'get-procedure',
  area: 'settings',
  method: 'GET',
  path: '/api/settings/procedure',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "The internal reporting procedure's facts and versions (main administrator).",
  response: z.object({ facts: ZProcedureFacts, versions: z.array(ZProcedureVersion), today: z.string() }),
});
