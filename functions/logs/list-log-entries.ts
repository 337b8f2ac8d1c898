import { listLogEntries } from '@shared/contracts/logs/list-log-entries.js';
import { LOG_PAGE_SIZE, logSearchRange } from '@shared/domain/log.js';
import { listLogEntries as readLogPage } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { toLogRows } from './log-rows.js';

/** 'Log systemowy' (administrators and auditors, active licence): a page by days and user. */
export const handler = defineHandler(listLogEntries, async ({ query, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const page = await readLogPage(tenantId, {
    limit: LOG_PAGE_SIZE,
    cursor: query.cursor,
    range: logSearchRange(query.from, query.to),
    userId: query.userId,
  });
  return { rows: await toLogRows(tenantId, page.items), nextCursor: page.nextCursor };
});
