import * as z from 'zod';
import { procedureLimits } from '../../domain/procedure.js';
import { procedureTexts } from '../../messages/procedure.js';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZProcedureVersionParams } from './procedure-schemas.js';

/** The consultation's comments (and how they were dealt with), while the version is in consultation. Logged. */
export const recordProcedureComments = defineContract({
  name: 'record-procedure-comments',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/procedure/versions/{version}/comments',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Record the consultation's comments on a procedure version (main administrator); logged.",
  params: ZProcedureVersionParams,
  body: z.strictObject({
    comments: z
      .string()
      .normalize('NFC')
      .trim()
      .max(procedureLimits.commentsMax, procedureTexts.editTooLong(procedureLimits.commentsMax)),
  }),
  response: ZEmptyResponse,
});
