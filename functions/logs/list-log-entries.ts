import { listLogEntries } from '@shared/contracts/logs/list-log-entries.js';
import { LOG_PAGE_SIZE, logSearchRange } from '@shared/domain/log.js';
import { listLogEntries as readLogPage } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { hiddenFrom } from '../reports/report-access.js';
import { toLogRows } from './log-rows.js';

/** 'Log systemowy' (administrators and auditors, active licence): a page by days and user, without the caller's hidden reports. */
export const handler = defineHandler(listLogEntries, async ({ query, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const page = await readLogPage(tenantId, {
    limit: LOG_PAGE_SIZE,
    cursor: query.cursor,
    range: logSearchRange(query.from, query.to),
    userId: query.userId,
  });
  // Entries about a report the caller is excluded from are not theirs to see (a page may come out shorter).
  const hidden = hiddenFrom(caller.user);
  const shown = page.items.filter((entry) => !entry.reportId || !hidden.includes(entry.reportId));
  return { rows: await toLogRows(tenantId, shown), nextCursor: page.nextCursor };
});
