import { getLogChain } from '@shared/contracts/index.js';
import type { ChainedEntry } from '@shared/crypto/log-chain.js';
import { LOG_CHAIN_PAGE_SIZE } from '@shared/domain/log.js';
import { readLogChain } from '../data/audit-log.js';
import { latestLogAnchor } from '../data/log-anchors.js';
import { defineHandler } from '../lib/handler.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
const textOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : text(value));

/**
 * Exactly the fields the hash covers, and the hash, as stored. An item edited into another shape
 * (a field removed, a number made text) is still answered, so the check reports it as altered
 * instead of the call failing.
 */
function asStored(item: Record<string, unknown>): ChainedEntry {
  return {
    tenantId: text(item.tenantId),
    // Entries written before there were several chains name none: they are chain 0's. An entry
    // moved out of its chain is missing there, so the check still finds it.
    chain: Number.isSafeInteger(item.chain) && (item.chain as number) >= 0 ? (item.chain as number) : 0,
    seq: Number.isSafeInteger(item.seq) && (item.seq as number) > 0 ? (item.seq as number) : 0,
    prevHash: text(item.prevHash),
    at: text(item.at),
    id: text(item.id),
    action: text(item.action),
    text: text(item.text),
    userId: textOrNull(item.userId),
    userName: text(item.userName),
    clientIp: textOrNull(item.clientIp),
    reportId: textOrNull(item.reportId),
    hash: text(item.hash),
  };
}

/**
 * 'Sprawdź integralność' (administrators and auditors): the chains page by page, with their heads,
 * and on the first page the latest anchor of the heads. The anchor is read before the heads, so
 * an anchor written meanwhile can never be ahead of the heads answered.
 */
export const handler = defineHandler(getLogChain, async ({ query, caller }) => {
  const { tenantId } = caller.tenant;
  const anchor = query.cursor ? null : await latestLogAnchor(tenantId);
  const page = await readLogChain(tenantId, { limit: LOG_CHAIN_PAGE_SIZE, cursor: query.cursor });
  return {
    heads: page.heads.map(({ chain, seq, hash }) => ({ chain, seq, hash })),
    anchor: anchor && {
      anchoredAt: anchor.anchoredAt,
      heads: anchor.heads.map(({ chain, seq, hash }) => ({ chain, seq, hash })),
    },
    entries: page.items.map((item) => asStored(item as unknown as Record<string, unknown>)),
    nextCursor: page.nextCursor,
  };
});
