import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import { hasPermission } from '@shared/domain/staff-user.js';
import { countersWithCaller } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { visibilityAhead } from './report-access.js';
import { reportPage } from './report-pages.js';

export const handler = defineHandler(
  listReportsWithNewMessages,
  async ({ query, caller, readWithCaller }) => {
    const { scope, categories } = visibilityAhead(caller);
    const page = await reportPage(scope, categories, 'newMessages', query, readWithCaller?.value);
    return { ...page, canArchivize: hasPermission(caller.user, 'canArchivize') };
  },
  { readWithCaller: () => countersWithCaller },
);
