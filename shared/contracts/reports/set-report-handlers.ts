import * as z from 'zod';
import { REPORT_HANDLERS_MAX } from '../../domain/report-handlers.js';
import { reportHandlerTexts } from '../../messages/report-handlers.js';
import { defineContract } from '../contract.js';
import { ZUserParams } from '../users/schemas.js';
import { ZReportHandler, ZReportParams } from './schemas.js';

/**
 * 'Osoba prowadząca' (issue #34): the full list of the report's handlers (empty: nobody), on the
 * version last seen (`handlersVersion` from get-report): handlers changed meanwhile by someone
 * else are not overwritten (409). Administrators and users who may reply in the report's category;
 * each handler must be able to see the report (an active administrator or a user of its category).
 */
export const setReportHandlers = defineContract({
  name: 'set-report-handlers',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/handlers',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Set the report’s handlers (the whole list), on the version last seen.',
  params: ZReportParams,
  body: z.strictObject({
    handlerIds: z
      .array(ZUserParams.shape.userId)
      .max(REPORT_HANDLERS_MAX, reportHandlerTexts.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, reportHandlerTexts.repeated),
    handlersVersion: z.number().int().min(0),
  }),
  response: z.object({ handlers: z.array(ZReportHandler), handlersVersion: z.number().int() }),
});
