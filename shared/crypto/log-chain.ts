import { utf8 } from './bytes';

/**
 * The system log's hash chains (docs/security.md §8, §12.8): an organisation's log is a few
 * chains side by side (chain 0, the one every log began as, and the chains writers move to when
 * it is busy: data/log-chain.ts). The entries of one chain are numbered 1, 2, 3… and each holds
 * the hash of the one before it, so an entry edited, deleted or slipped in is detectable. One
 * definition for the server (which writes the chains) and the browser (which checks them with
 * 'Sprawdź integralność').
 *
 * Canonical encoding of an entry: the UTF-8 bytes of the JSON array (ECMA-262 `JSON.stringify`:
 * no whitespace, strings escaped by its rules, numbers in their shortest form)
 *
 *   chain 0: ["ostoja-log/1", tenantId, seq, prevHash, at, id, action, text, userId, userName, clientIp, reportId]
 *   chain n: ["ostoja-log/2", tenantId, chain, seq, prevHash, at, …the same fields…]
 *
 * with null for an absent field. Its hash is SHA-256, lower-case hex. The first entry's
 * `prevHash` is 64 zeros. The order of the fields never changes: a new field is a new version
 * tag, never a reordering (chain 0 keeps version 1, so the entries written before chains came
 * still verify and the chain goes on from them).
 */
export const LOG_CHAIN_VERSION = 'ostoja-log/1';
/** The encoding of entries of chains other than 0: version 1 with the chain's number. */
export const LOG_CHAINS_VERSION = 'ostoja-log/2';

export const LOG_CHAIN_FIELDS = [
  'tenantId',
  'seq',
  'prevHash',
  'at',
  'id',
  'action',
  'text',
  'userId',
  'userName',
  'clientIp',
  'reportId',
] as const;

/** `prevHash` of the first entry of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers. */
export interface ChainedFields {
  tenantId: string;
  /** Which of the organisation's chains (0: the chain every log began as). */
  chain: number;
  /** 1, 2, 3… per chain, no gaps. */
  seq: number;
  prevHash: string;
  /** UTC ISO instant; later than the previous entry's of its chain. */
  at: string;
  id: string;
  action: string;
  text: string;
  userId: string | null;
  userName: string;
  clientIp: string | null;
  reportId: string | null;
}

export interface ChainedEntry extends ChainedFields {
  hash: string;
}

/**
 * An entry about a report the reader is excluded from, as they receive it: where it stands in its
 * chain and its two hashes, nothing of what it says or when. Its links are checked like any
 * other's; its own hash is taken as given, since the fields it covers are not the reader's to see.
 */
export interface WithheldEntry {
  withheld: true;
  chain: number;
  seq: number;
  prevHash: string;
  hash: string;
}

/** What a reader of the chains receives: whole entries, and withheld ones where a report is hidden from them. */
export type ReadEntry = ChainedEntry | WithheldEntry;

export const isWithheld = (entry: ReadEntry): entry is WithheldEntry => 'withheld' in entry;

/** The entry as a reader excluded from its report receives it. */
export const withheld = ({ chain, seq, prevHash, hash }: ChainedEntry): WithheldEntry => ({
  withheld: true,
  chain,
  seq,
  prevHash,
  hash,
});

/** Where a chain ended when it was read: the last entry's number and hash (0 and genesis for none). */
export interface ChainHead {
  chain: number;
  seq: number;
  hash: string;
}

export function canonicalEncoding(entry: ChainedFields): string {
  const [tenantId, ...rest] = LOG_CHAIN_FIELDS.map((field) => entry[field] ?? null);
  const { chain } = entry;
  return chain === 0
    ? JSON.stringify([LOG_CHAIN_VERSION, tenantId, ...rest])
    : JSON.stringify([LOG_CHAINS_VERSION, tenantId, chain, ...rest]);
}

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function entryHash(entry: ChainedFields): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(canonicalEncoding(entry))));
}

/**
 * Where an organisation's chains ended when their heads were last copied outside the table (the
 * anchor: functions/jobs/anchor-log-heads.ts). A later log must still hold each of these entries
 * with exactly this hash, whatever was appended since.
 */
export interface ChainAnchor {
  /** When the anchor was written (UTC ISO). */
  anchoredAt: string;
  heads: readonly ChainHead[];
}

/**
 * Why a chain is broken, at which entry (`chain`, `seq`):
 * - `altered`: the entry's fields no longer give its hash (it was edited);
 * - `gap`: entries before it are missing (`missingFrom`…`seq − 1`);
 * - `unlinked`: it does not follow the entry before it (that one was replaced or removed and
 *   renumbered);
 * - `missingNewest`: the chain ends before the head: the newest entries (`missingFrom`…) are gone;
 *   `seq`/`at` name the last entry found (0 and null when none was);
 * - `anchorMismatch`: the entry the anchor of `anchoredAt` holds (`seq`) is not in the table with
 *   the anchored hash: the log was rewritten consistently, head included, after the anchor.
 *   `at` is the time of the entry the table holds at that number, null when it holds none.
 * `at` is null wherever the entry named is withheld from the reader.
 */
export type ChainBreak =
  | { reason: 'altered' | 'unlinked'; chain: number; seq: number; at: string | null }
  | { reason: 'gap'; chain: number; seq: number; at: string | null; missingFrom: number }
  | { reason: 'missingNewest'; chain: number; seq: number; at: string | null; missingFrom: number }
  | { reason: 'anchorMismatch'; chain: number; seq: number; at: string | null; anchoredAt: string };

export type ChainVerdict = { intact: true; entries: number } | { intact: false; breakAt: ChainBreak };

/** How far one chain has been followed. */
interface ChainProgress {
  head: ChainHead;
  expectedSeq: number;
  prevHash: string;
  lastAt: string | null;
}

const atOf = (entry: ReadEntry): string | null => (isWithheld(entry) ? null : entry.at);

/**
 * Checks an organisation's chains read page by page (entries oldest first, the chains
 * interleaved) against the heads read before the first page and, when there is one, the anchor
 * read before the heads (so every anchored entry is at or below its head). Entries past their
 * chain's head (written while the check ran), and of a chain that had no head then, are not part
 * of what is checked.
 */
export class ChainCheck {
  private readonly chains = new Map<number, ChainProgress>();
  /**
   * Anchored heads not yet met, by chain. Each is at or below its chain's head (the constructor
   * breaks otherwise), so a chain followed to its head without a break has met its anchored entry.
   */
  private readonly anchored = new Map<number, ChainHead>();
  private readonly anchoredAt: string;
  private broken: ChainBreak | null = null;

  constructor(heads: readonly ChainHead[], anchor: ChainAnchor | null = null) {
    for (const head of heads)
      this.chains.set(head.chain, { head, expectedSeq: 1, prevHash: GENESIS_HASH, lastAt: null });
    this.anchoredAt = anchor?.anchoredAt ?? '';
    for (const head of anchor?.heads ?? []) if (head.seq > 0) this.anchored.set(head.chain, head);
    // A chain now shorter than it was anchored: its anchored entry is gone (or beyond a moved-back head).
    const cut = [...this.anchored.values()].find(
      (anchored) => (this.chains.get(anchored.chain)?.head.seq ?? 0) < anchored.seq,
    );
    if (cut) this.broken = this.anchorMismatch(cut, null);
  }

  /** Checks the next entries; answers the first break found so far, or null. */
  async add(entries: readonly ReadEntry[]): Promise<ChainBreak | null> {
    // The hashes of a page are computed side by side; the links are then followed in order.
    const hashes = await Promise.all(entries.map(async (entry) => (isWithheld(entry) ? entry.hash : entryHash(entry))));
    for (const [i, entry] of entries.entries()) {
      if (this.broken) break;
      const progress = this.chains.get(entry.chain);
      if (!progress || entry.seq > progress.head.seq) continue;
      this.broken = this.check(progress, entry, hashes[i]!) ?? this.checkAnchored(entry);
    }
    return this.broken;
  }

  /** An entry that holds its chain's anchored number must hold the anchored hash. */
  private checkAnchored(entry: ReadEntry): ChainBreak | null {
    const anchored = this.anchored.get(entry.chain);
    if (!anchored || anchored.seq !== entry.seq) return null;
    this.anchored.delete(entry.chain);
    return entry.hash === anchored.hash ? null : this.anchorMismatch(anchored, atOf(entry));
  }

  private anchorMismatch({ chain, seq }: ChainHead, at: string | null): ChainBreak {
    return { reason: 'anchorMismatch', chain, seq, at, anchoredAt: this.anchoredAt };
  }

  private check(progress: ChainProgress, entry: ReadEntry, recomputed: string): ChainBreak | null {
    const { chain, seq } = entry;
    const at = atOf(entry);
    if (recomputed !== entry.hash) return { reason: 'altered', chain, seq, at };
    if (seq > progress.expectedSeq) return { reason: 'gap', chain, seq, at, missingFrom: progress.expectedSeq };
    if (seq !== progress.expectedSeq || entry.prevHash !== progress.prevHash)
      return { reason: 'unlinked', chain, seq, at };
    progress.expectedSeq = seq + 1;
    progress.prevHash = entry.hash;
    progress.lastAt = at;
    return null;
  }

  /** The verdict once every page has been added. */
  finish(): ChainVerdict {
    if (this.broken) return { intact: false, breakAt: this.broken };
    let entries = 0;
    for (const [chain, { head, expectedSeq, prevHash, lastAt }] of [...this.chains].sort(([a], [b]) => a - b)) {
      const last = expectedSeq - 1;
      if (last < head.seq)
        return {
          intact: false,
          breakAt: { reason: 'missingNewest', chain, seq: last, at: lastAt, missingFrom: last + 1 },
        };
      // The newest entry was edited and given a fresh hash: only the head still knows the old one.
      if (prevHash !== head.hash)
        return { intact: false, breakAt: { reason: 'altered', chain, seq: last, at: lastAt } };
      entries += last;
    }
    return { intact: true, entries };
  }
}

/** Checks whole chains held in memory. */
export async function verifyChain(
  heads: readonly ChainHead[],
  entries: readonly ReadEntry[],
  anchor: ChainAnchor | null = null,
): Promise<ChainVerdict> {
  const check = new ChainCheck(heads, anchor);
  await check.add(entries);
  return check.finish();
}
