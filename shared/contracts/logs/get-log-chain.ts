import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZCursor } from '../reports/schemas.js';
import { ZLogPageQuery } from './schemas.js';

const ZHash = z.string().regex(/^[0-9a-f]{64}$/);

/** An entry with every field its hash covers (shared/crypto/log-chain.ts), as stored. */
export const ZChainedEntry = z.object({
  tenantId: z.string(),
  /** Which of the organisation's chains. */
  chain: z.number().int().nonnegative(),
  /** 0 when what is stored is not an entry number (the check then reports the entry as altered). */
  seq: z.number().int().nonnegative(),
  prevHash: z.string(),
  at: z.string(),
  id: z.string(),
  action: z.string(),
  text: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  clientIp: z.string().nullable(),
  reportId: z.string().nullable(),
  hash: z.string(),
});

/** An entry about a report the reader is excluded from: its place and hashes only (WithheldEntry). */
const ZWithheldEntry = z.object({
  withheld: z.literal(true),
  chain: z.number().int().nonnegative(),
  seq: z.number().int().nonnegative(),
  prevHash: z.string(),
  hash: z.string(),
});

const ZChainHead = z.object({
  chain: z.number().int().nonnegative(),
  seq: z.number().int().nonnegative(),
  hash: ZHash,
});

/**
 * 'Sprawdź integralność': the organisation's log chains oldest first (interleaved in time), page
 * by page, with each chain's head (number and hash of its newest entry) as it was before the page
 * was read. The browser recomputes every hash and link (a checker needs what is stored, tampered
 * or not); an entry about a report hidden from the reader comes withheld, its place and hashes
 * only. The first page also carries the latest anchor of the heads kept outside the table
 * (read before the heads; null on later pages and before the organisation's first anchor).
 */
export const getLogChain = defineContract({
  name: 'get-log-chain',
  area: 'logs',
  method: 'GET',
  path: '/api/logs/chain',
  auth: { kind: 'staff', permission: 'systemLog' },
  summary: 'One page of the hash-chained system log, oldest first, with the heads of its chains.',
  query: ZLogPageQuery,
  response: z.object({
    heads: z.array(ZChainHead),
    anchor: z.object({ anchoredAt: z.string(), heads: z.array(ZChainHead) }).nullable(),
    entries: z.array(z.union([ZChainedEntry, ZWithheldEntry])),
    nextCursor: ZCursor.nullable(),
  }),
});
