import * as z from 'zod';
import { legalHoldReasons } from '../../domain/retention.js';
import { defineContract } from '../contract.js';
import { ZLegalHold, ZReportParams } from './schemas.js';

/** 'Wstrzymaj usunięcie': the report stays past retention while proceedings it started run. */
export const setReportLegalHold = defineContract({
  name: 'set-report-legal-hold',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/legal-hold',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Set or change the legal hold of a report (administrators); logged.',
  params: ZReportParams,
  body: z.object({ reason: z.enum(legalHoldReasons) }),
  response: z.object({ legalHold: ZLegalHold }),
});
