import { getLogChain } from '@shared/contracts/index.js';
import type { ChainedEntry } from '@shared/crypto/log-chain.js';
import { LOG_CHAIN_PAGE_SIZE } from '@shared/domain/log.js';
import { readLogChain } from '../data/audit-log.js';
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

/** 'Sprawdź integralność' (administrators and auditors): the chain page by page, with its head. */
export const handler = defineHandler(getLogChain, async ({ query, caller }) => {
  const page = await readLogChain(caller.tenant.tenantId, { limit: LOG_CHAIN_PAGE_SIZE, cursor: query.cursor });
  return {
    head: { seq: page.head.seq, hash: page.head.hash },
    entries: page.items.map((item) => asStored(item as unknown as Record<string, unknown>)),
    nextCursor: page.nextCursor,
  };
});
