import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZProcedureDay, ZProcedureVersionParams } from './procedure-schemas.js';

/**
 * The consulted version was made known to staff on a day (not before the consultation ended, not
 * in the future); it enters into force 7 days later and then supersedes the version in force. Logged.
 */
export const publishProcedure = defineContract({
  name: 'publish-procedure',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/procedure/versions/{version}/publication',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Record the day a consulted procedure version was made known to staff (main administrator); logged.',
  params: ZProcedureVersionParams,
  body: z.strictObject({ publishedOn: ZProcedureDay }),
  response: ZEmptyResponse,
});
