import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZProcedureDay, ZProcedureVersionParams } from './procedure-schemas.js';

/**
 * The draft is sent to the trade unions or the employees' representatives: the day it was sent
 * (not in the future) and the end of consultation (5 to 10 days later). The text is fixed then,
 * generated on the server from the facts; refused while a fact is missing. Logged.
 */
export const startProcedureConsultation = defineContract({
  name: 'start-procedure-consultation',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/procedure/versions/{version}/consultation',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Record that a procedure draft was sent to consultation (main administrator); logged.',
  params: ZProcedureVersionParams,
  body: z.strictObject({ sentOn: ZProcedureDay, endsOn: ZProcedureDay }),
  response: ZEmptyResponse,
});
