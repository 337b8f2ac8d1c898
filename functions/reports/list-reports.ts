import { listReports } from '@shared/contracts/reports/list-reports.js';
import { hasPermission } from '@shared/domain/staff-user.js';
import { countersWithCaller } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { visibilityAhead } from './report-access.js';
import { reportPage } from './report-pages.js';

const views = { new: 'new', open: 'open', archived: 'archived' } as const;

export const handler = defineHandler(
  listReports,
  async ({ query, caller, readWithCaller }) => {
    const { scope, categories } = visibilityAhead(caller);
    const handledBy = query.mine === '1' ? caller.user.userId : undefined;
    const page = await reportPage(scope, categories, views[query.state], query, readWithCaller?.value, handledBy);
    return { ...page, canArchivize: hasPermission(caller.user, 'canArchivize') };
  },
  // The view's total comes from the organisation's counters (an administrator's): read with the caller.
  { readWithCaller: () => countersWithCaller },
);
