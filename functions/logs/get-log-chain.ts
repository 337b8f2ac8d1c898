import { getLogChain } from '@shared/contracts/logs/get-log-chain.js';
import { withheld } from '@shared/crypto/log-chain.js';
import { LOG_CHAIN_PAGE_SIZE } from '@shared/domain/log.js';
import { chainedEntryAsStored, readLogChain } from '../data/audit-log.js';
import { latestLogAnchor } from '../data/log-anchors.js';
import { defineHandler } from '../lib/handler.js';
import { hiddenFrom } from '../reports/report-access.js';

/**
 * 'Sprawdź integralność' (administrators and auditors): the chains page by page, with their heads,
 * and on the first page the latest anchor of the heads. The anchor is read before the heads, so
 * an anchor written meanwhile can never be ahead of the heads answered. An entry about a report
 * the caller is excluded from goes withheld: its links are still checked, its text never travels.
 */
export const handler = defineHandler(getLogChain, async ({ query, caller }) => {
  const { tenantId } = caller.tenant;
  const anchor = query.cursor ? null : await latestLogAnchor(tenantId);
  const page = await readLogChain(tenantId, { limit: LOG_CHAIN_PAGE_SIZE, cursor: query.cursor });
  const hidden = hiddenFrom(caller.user);
  return {
    heads: page.heads.map(({ chain, seq, hash }) => ({ chain, seq, hash })),
    anchor: anchor && {
      anchoredAt: anchor.anchoredAt,
      heads: anchor.heads.map(({ chain, seq, hash }) => ({ chain, seq, hash })),
    },
    entries: page.items.map((item) => {
      const entry = chainedEntryAsStored(item);
      return entry.reportId && hidden.includes(entry.reportId) ? withheld(entry) : entry;
    }),
    nextCursor: page.nextCursor,
  };
});
