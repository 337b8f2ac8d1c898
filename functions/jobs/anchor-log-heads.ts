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
import { log } from '../lib/logger.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
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
 * Every 15 minutes, for one organisation (docs/security.md §8, decisions 210 and 229): when its
 * chain heads moved since its last anchor, the heads (chain, number, hash, time) are written to
 * the anchor store, after checking that the log still holds what the previous anchor named. A
 * log found rewritten is not anchored again and the organisation fails: its message comes back
 * and, after 3 receives, waits in the queue's dead-letter queue, whose alarm fires. Safe to
 * repeat; the anchor's time is the schedule's (`now`).
 */
export async function organisationJob(tenantId: string, now: Date): Promise<{ anchored: number; unchanged: number }> {
  const outcome = await anchorLogOf(tenantId, now.toISOString());
  if (outcome === 'mismatched') throw new Error('the system log differs from its anchor, which is kept');
  return { anchored: outcome === 'anchored' ? 1 : 0, unchanged: outcome === 'unchanged' ? 1 : 0 };
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
