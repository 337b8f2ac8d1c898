import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZPageQuery, ZReportPage } from './schemas.js';

/**
 * 'Wiadomości' and the dashboard's 'Odnotowano nowe wiadomości w otwartych zgłoszeniach': open
 * reports with reporter messages no staff member has read yet.
 */
export const listReportsWithNewMessages = defineContract({
  name: 'list-reports-with-new-messages',
  area: 'reports',
  method: 'GET',
  path: '/api/messages',
  auth: { kind: 'staff' },
  summary: 'One page of the open reports with unread reporter messages, newest first.',
  query: ZPageQuery,
  response: ZReportPage.extend({ canArchivize: z.boolean() }),
});
