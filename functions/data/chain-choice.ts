import { LOG_CHAINS } from '@shared/domain/log.js';
import type { KnownHead, LogHead } from './log-chain.js';

/**
 * Which of an organisation's log chains (data/log-chain.ts) a transaction appends to. A chain's
 * head takes one writer at a time: two transactions that read the same head cannot both move it,
 * and the loser is sent again. So writers keep apart:
 * - within this process, transactions take turns on a chain instead of colliding on it: each
 *   takes a chain nobody here is writing to, or waits for the one with the shortest queue (the
 *   local runtime serves many requests in one process; a Lambda instance serves one at a time);
 * - a quiet organisation writes to chain 0 alone, numbered 1, 2, 3…;
 * - a writer that found its chain's head moved by someone else (another instance) moves to
 *   another chain, and keeps to the chains it wrote since until the organisation has been quiet
 *   for `QUIET_MS`: instances that collided part and stay apart, instead of meeting again on
 *   chain 0 at every write.
 * A writer keeps for `HEAD_KEPT_MS` the head it moved a chain to, and appends to it without reading
 * it again: under load, one request per write instead of two. Should another writer (another
 * function) have moved it meanwhile, the transaction fails on the head and is sent again once with
 * the head read, on the same chain.
 */
const QUIET_MS = 60_000;
const HEAD_KEPT_MS = 2_000;

interface Turns {
  /** Resolves when the last transaction queued on the chain is done. */
  last: Promise<void>;
  queued: number;
}

interface Preference {
  chains: Set<number>;
  lastCollision: number;
}

const turns = new Map<string, Turns>();
const movedHeads = new Map<string, { head: LogHead; until: number }>();
const preferences = new Map<string, Preference>();
const turnsKey = (tenant: string, chain: number) => `${tenant}#${chain}`;
const queuedOn = (tenant: string, chain: number) => turns.get(turnsKey(tenant, chain))?.queued ?? 0;
const allChains = Array.from({ length: LOG_CHAINS }, (_, chain) => chain);

/** Drops the heads no longer fresh once there are many, so that a long-lived process keeps few. */
function forgetStaleHeads(now: number): void {
  if (movedHeads.size < 1_000) return;
  for (const [key, kept] of movedHeads) if (kept.until < now) movedHeads.delete(key);
}

/** A chain nobody here writes to, at random, else one of those with the shortest queue. */
function leastBusyChain(tenant: string, except: number | null): number {
  const candidates = allChains.filter((chain) => chain !== except);
  const shortest = Math.min(...candidates.map((chain) => queuedOn(tenant, chain)));
  const least = candidates.filter((chain) => queuedOn(tenant, chain) === shortest);
  return least[Math.floor(Math.random() * least.length)] ?? 0;
}

/** The chain choices of one transaction: one per attempt, then `done` when it ends, however it ends. */
export class ChainChoice {
  private chain: number | null = null;
  private endTurn: (() => void) | null = null;

  /** `tenant` names whose chains these are (the organisation of the transaction's entries). */
  constructor(private readonly tenant: string) {}

  /** The chain of the first attempt, once it is this transaction's turn on it. */
  first(now = Date.now()): Promise<number> {
    const preference = preferences.get(this.tenant);
    const quiet = !preference || now - preference.lastCollision > QUIET_MS;
    if (quiet) preferences.delete(this.tenant);
    const preferred = quiet ? [0] : [...preference.chains].sort((a, b) => a - b);
    const free = preferred.find((chain) => queuedOn(this.tenant, chain) === 0);
    return this.takeTurn(free ?? leastBusyChain(this.tenant, null));
  }

  /** Another chain, after the head of this one moved under the transaction: another writer has it. */
  afterCollision(now = Date.now()): Promise<number> {
    const preference = preferences.get(this.tenant) ?? { chains: new Set<number>(), lastCollision: now };
    const collided = this.chain;
    if (collided !== null) preference.chains.delete(collided);
    preference.lastCollision = now;
    preferences.set(this.tenant, preference);
    this.release();
    return this.takeTurn(leastBusyChain(this.tenant, collided));
  }

  /** The head this process last moved the chain to, while it is fresh. */
  knownHead(now = Date.now()): KnownHead | undefined {
    if (this.chain === null) return undefined;
    const kept = movedHeads.get(turnsKey(this.tenant, this.chain));
    return kept && kept.until >= now ? { tenantId: this.tenant, head: kept.head } : undefined;
  }

  /** The known head was not the chain's any more: the next attempt reads it. */
  forgetHead(): void {
    if (this.chain !== null) movedHeads.delete(turnsKey(this.tenant, this.chain));
  }

  /**
   * The transaction ended; `head` when it appended to its chain (the head it moved it to), which
   * is then a chain to prefer and a head to know.
   */
  done(head?: LogHead, now = Date.now()): void {
    const preference = preferences.get(this.tenant);
    if (head && this.chain !== null) {
      preference?.chains.add(this.chain);
      forgetStaleHeads(now);
      movedHeads.set(turnsKey(this.tenant, this.chain), { head, until: now + HEAD_KEPT_MS });
    }
    this.release();
  }

  private async takeTurn(chain: number): Promise<number> {
    const key = turnsKey(this.tenant, chain);
    const queue = turns.get(key) ?? { last: Promise.resolve(), queued: 0 };
    const before = queue.last;
    const mine = new Promise<void>((resolve) => (this.endTurn = resolve));
    queue.last = before.then(() => mine);
    queue.queued += 1;
    turns.set(key, queue);
    this.chain = chain;
    await before;
    return chain;
  }

  private release(): void {
    if (this.chain === null) return;
    const key = turnsKey(this.tenant, this.chain);
    const queue = turns.get(key);
    if (queue && --queue.queued === 0) turns.delete(key);
    this.endTurn?.();
    this.endTurn = null;
    this.chain = null;
  }
}
