import { getLogChain } from '@shared/contracts/index.js';
import { LOG_CHAIN_PAGE_SIZE } from '@shared/domain/log.js';
import { chainedEntryAsStored, readLogChain } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';

/** 'Sprawdź integralność' (administrators and auditors): the chains page by page, with their heads. */
export const handler = defineHandler(getLogChain, async ({ query, caller }) => {
  const page = await readLogChain(caller.tenant.tenantId, { limit: LOG_CHAIN_PAGE_SIZE, cursor: query.cursor });
  return {
    heads: page.heads.map(({ chain, seq, hash }) => ({ chain, seq, hash })),
    entries: page.items.map((item) => chainedEntryAsStored(item as unknown as Record<string, unknown>)),
    nextCursor: page.nextCursor,
  };
});
