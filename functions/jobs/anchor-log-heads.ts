import type { LogAnchor } from '../adapters/log-anchors.js';
import {
  getLogAnchorMark,
  headsDigest,
  latestLogAnchor,
  putLogAnchor,
  putLogAnchorMark,
  storedEntryHash,
} from '../data/log-anchors.js';
import { getLogHeads, type LogHead } from '../data/log-chain.js';
import { listTenantIds } from '../data/tenants.js';
import { log, loggedHandler } from '../lib/logger.js';
import { DAY } from '@shared/domain/time.js';

type Outcome = 'anchored' | 'unchanged' | 'mismatched';

/**
 * Does the table still hold every entry the previous anchor named, with its hash? A chain may
 * have grown since; one rewritten (its head and every entry up to it, consistently) has not.
 */
async function extendsAnchor(tenantId: string, previous: LogAnchor, heads: readonly LogHead[]): Promise<boolean> {
  for (const anchored of previous.heads) {
    const head = heads.find((candidate) => candidate.chain === anchored.chain);
    if (!head || head.seq < anchored.seq) return false;
    const hash = head.seq === anchored.seq ? head.hash : await storedEntryHash(tenantId, anchored);
    if (hash !== anchored.hash) return false;
  }
  return true;
}

/**
 * An anchor of a log that stopped moving is written again after a year, so the newest anchor is
 * always well inside its Object Lock retention (4 years, infra/constructs/log-anchor-bucket.ts).
 */
const RENEW_AFTER_MS = 365 * DAY;
const renewalDue = (lastAnchoredAt: string, now: string) =>
  Date.parse(now) - Date.parse(lastAnchoredAt) >= RENEW_AFTER_MS;

/** Anchors one organisation's heads if they moved since its last anchor, checking that anchor first. */
export async function anchorLogOf(tenantId: string, anchoredAt: string): Promise<Outcome> {
  const heads = (await getLogHeads(tenantId)).filter((head) => head.seq > 0);
  if (heads.length === 0) return 'unchanged';
  const digest = headsDigest(heads);
  const mark = await getLogAnchorMark(tenantId);
  if (mark?.digest === digest && !renewalDue(mark.anchoredAt, anchoredAt)) return 'unchanged';
  const previous = await latestLogAnchor(tenantId);
  // Anchored before (the table says so) but no anchor now, or a log that no longer holds what the
  // anchor holds: never anchor over it, so the anchor still standing is what the check compares with.
  if (previous ? !(await extendsAnchor(tenantId, previous, heads)) : mark !== null) {
    log.error('the system log no longer holds what its anchor holds', { tenantId, anchoredAt: previous?.anchoredAt });
    return 'mismatched';
  }
  const write = !previous || headsDigest(previous.heads) !== digest || renewalDue(previous.anchoredAt, anchoredAt);
  if (write)
    await putLogAnchor({
      v: 1,
      tenantId,
      anchoredAt,
      heads: heads.map(({ chain, seq, hash, at }) => ({ chain, seq, hash, at })),
    });
  await putLogAnchorMark(tenantId, digest, write ? anchoredAt : previous.anchoredAt);
  return write ? 'anchored' : 'unchanged';
}

/**
 * Anchors the system log outside the table (docs/security.md §8, decision 210): for every
 * organisation whose chain heads moved since its last anchor, the heads (chain, number, hash,
 * time) are written to the anchor store, after checking that the log still holds what the
 * previous anchor named. A log found rewritten is not anchored again, and the run fails at the
 * end (the job's dead-letter queue alarms), after every other organisation was anchored. Safe to
 * repeat; `now` is injectable.
 */
export const handler = loggedHandler(
  async (
    event: { now?: string } = {},
  ): Promise<{ anchored: number; unchanged: number; mismatched: number; failed: number }> => {
    const anchoredAt = (event.now ? new Date(event.now) : new Date()).toISOString();
    const totals = { anchored: 0, unchanged: 0, mismatched: 0, failed: 0 };
    for (const tenantId of await listTenantIds()) {
      try {
        totals[await anchorLogOf(tenantId, anchoredAt)] += 1;
      } catch (error) {
        totals.failed += 1;
        log.error('anchoring the system log failed', {
          tenantId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (totals.mismatched > 0)
      throw new Error(`the system log of ${totals.mismatched} organisation(s) differs from its anchor`);
    return totals;
  },
);
