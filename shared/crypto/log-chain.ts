import { utf8 } from './bytes';

/**
 * The system log's hash chain (docs/security.md §8, §12.8): the entries of one organisation are numbered 1, 2, 3…
 * and each holds the hash of the one before it, so an entry edited, deleted or slipped in is
 * detectable. One definition for the server (which writes the chain) and the browser (which
 * checks it with 'Sprawdź integralność').
 *
 * Canonical encoding of an entry: the UTF-8 bytes of the JSON array (ECMA-262 `JSON.stringify`:
 * no whitespace, strings escaped by its rules, numbers in their shortest form)
 *
 *   ["ostoja-log/1", tenantId, seq, prevHash, at, id, action, text, userId, userName, clientIp, reportId]
 *
 * with null for an absent field. Its hash is SHA-256, lower-case hex. The first entry's
 * `prevHash` is 64 zeros. The order of the fields never changes: a new field would be a new
 * version tag, never a reordering.
 */
export const LOG_CHAIN_VERSION = 'ostoja-log/1';

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
  /** 1, 2, 3… per organisation, no gaps. */
  seq: number;
  prevHash: string;
  /** UTC ISO instant; never earlier than the previous entry's. */
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

/** Where the chain ended when it was read: the last entry's number and hash (0 and genesis for none). */
export interface ChainHead {
  seq: number;
  hash: string;
}

export function canonicalEncoding(entry: ChainedFields): string {
  return JSON.stringify([LOG_CHAIN_VERSION, ...LOG_CHAIN_FIELDS.map((field) => entry[field] ?? null)]);
}

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function entryHash(entry: ChainedFields): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(canonicalEncoding(entry))));
}

/**
 * Why the chain is broken, at which entry:
 * - `altered`: the entry's fields no longer give its hash (it was edited);
 * - `gap`: entries before it are missing (`missingFrom`…`seq − 1`);
 * - `unlinked`: it does not follow the entry before it (that one was replaced or removed and
 *   renumbered);
 * - `missingNewest`: the chain ends before the head: the newest entries (`missingFrom`…) are gone;
 *   `seq`/`at` name the last entry found (0 and null when none was).
 */
export type ChainBreak =
  | { reason: 'altered' | 'unlinked'; seq: number; at: string }
  | { reason: 'gap'; seq: number; at: string; missingFrom: number }
  | { reason: 'missingNewest'; seq: number; at: string | null; missingFrom: number };

export type ChainVerdict = { intact: true; entries: number } | { intact: false; breakAt: ChainBreak };

/**
 * Checks a chain read page by page (oldest first) against the head read before the first page.
 * Entries past the head (written while the check ran) are not part of what is checked.
 */
export class ChainCheck {
  private expectedSeq = 1;
  private prevHash = GENESIS_HASH;
  private lastAt: string | null = null;
  private broken: ChainBreak | null = null;

  constructor(private readonly head: ChainHead) {}

  /** Checks the next entries; answers the first break found so far, or null. */
  async add(entries: readonly ChainedEntry[]): Promise<ChainBreak | null> {
    // The hashes of a page are computed side by side; the links are then followed in order.
    const hashes = await Promise.all(entries.map(entryHash));
    for (const [i, entry] of entries.entries()) {
      if (this.broken || entry.seq > this.head.seq) break;
      this.broken = this.check(entry, hashes[i]!);
    }
    return this.broken;
  }

  private check(entry: ChainedEntry, recomputed: string): ChainBreak | null {
    const { seq, at } = entry;
    if (recomputed !== entry.hash) return { reason: 'altered', seq, at };
    if (seq > this.expectedSeq) return { reason: 'gap', seq, at, missingFrom: this.expectedSeq };
    if (seq !== this.expectedSeq || entry.prevHash !== this.prevHash) return { reason: 'unlinked', seq, at };
    this.expectedSeq = seq + 1;
    this.prevHash = entry.hash;
    this.lastAt = at;
    return null;
  }

  /** The verdict once every page has been added. */
  finish(): ChainVerdict {
    if (this.broken) return { intact: false, breakAt: this.broken };
    const last = this.expectedSeq - 1;
    if (last < this.head.seq)
      return { intact: false, breakAt: { reason: 'missingNewest', seq: last, at: this.lastAt, missingFrom: last + 1 } };
    // The newest entry was edited and given a fresh hash: only the head still knows the old one.
    if (this.prevHash !== this.head.hash)
      return { intact: false, breakAt: { reason: 'altered', seq: last, at: this.lastAt ?? '' } };
    return { intact: true, entries: last };
  }
}

/** Checks a whole chain held in memory. */
export async function verifyChain(head: ChainHead, entries: readonly ChainedEntry[]): Promise<ChainVerdict> {
  const check = new ChainCheck(head);
  await check.add(entries);
  return check.finish();
}
