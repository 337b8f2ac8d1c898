import * as z from 'zod';
import { defineContract } from '../contract.js';

/**
 * A mark 'Nieistotne dla sprawy' taken back before its term, logged; after the term (or once
 * deleted) 409, the data is gone. A field's later mark built on this one must be taken back first.
 */
export const unmarkIrrelevantData = defineContract({
  name: 'unmark-irrelevant-data',
  area: 'reports',
  method: 'DELETE',
  path: '/api/reports/{reportId}/minimisations/{markId}',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Take back a mark of irrelevant data before its term.',
  params: z.object({ reportId: z.uuid(), markId: z.uuid() }),
  response: z.object({ minimisationVersion: z.number().int() }),
});
