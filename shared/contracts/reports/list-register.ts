import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZMineQuery, ZPageQuery, ZReportPage } from './schemas.js';

/** "0" is 'Wszystkie'. */
export const ALL_CATEGORIES = '0';

/**
 * 'Rejestr zgłoszeń': every report the caller may see, in all states, newest first,
 * optionally of one category, optionally only those the caller handles (`mine`, 'Moje sprawy'). Its expandable fields are decrypted in the browser from
 * get-report-content; `categories` are the filter's choices (the caller's visible categories).
 */
export const listRegister = defineContract({
  name: 'list-register',
  area: 'reports',
  method: 'GET',
  path: '/api/register',
  auth: { kind: 'staff' },
  summary: 'One page of the register of reports, optionally of one category.',
  query: ZPageQuery.extend({
    ...ZMineQuery.shape,
    categoryId: z.union([z.literal(ALL_CATEGORIES), z.uuid()]).default(ALL_CATEGORIES),
  }),
  response: ZReportPage.extend({
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
    canArchivize: z.boolean(),
    canReports: z.boolean(),
  }),
});
