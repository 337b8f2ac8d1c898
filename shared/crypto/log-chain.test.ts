import { describe, expect, it } from 'vitest';
import {
  canonicalEncoding,
  entryHash,
  GENESIS_HASH,
  verifyChain,
  withheld,
  type ChainedEntry,
  type ChainedFields,
} from './log-chain';

const fields = (seq: number, prevHash: string, overrides: Partial<ChainedFields> = {}): ChainedFields => ({
  tenantId: 't1',
  chain: 0,
  seq,
  prevHash,
  at: `2026-11-23T10:00:0${seq}.000Z`,
  id: `id-${seq}`,
  action: 'category.created',
  text: `Dodanie kategorii: Łąka ${seq}`,
  userId: 'u1',
  userName: 'Anna Kowalska',
  clientIp: null,
  reportId: null,
  ...overrides,
});

async function chain(count: number, number = 0): Promise<ChainedEntry[]> {
  const entries: ChainedEntry[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const linked = fields(seq, entries.at(-1)?.hash ?? GENESIS_HASH, { chain: number });
    entries.push({ ...linked, hash: await entryHash(linked) });
  }
  return entries;
}

const headOf = (entries: ChainedEntry[]) => [
  { chain: entries.at(-1)!.chain, seq: entries.at(-1)!.seq, hash: entries.at(-1)!.hash },
];

/** Two chains' entries as the table holds them: one sequence in time order. */
const interleaved = (a: ChainedEntry[], b: ChainedEntry[]) =>
  [...a, ...b].sort((x, y) => x.at.localeCompare(y.at) || x.id.localeCompare(y.id));

describe('the log chain encoding', () => {
  it('is a JSON array of the fields in their fixed order, absent ones as null', () => {
    expect(canonicalEncoding(fields(1, GENESIS_HASH))).toBe(
      `["ostoja-log/1","t1",1,"${GENESIS_HASH}","2026-11-23T10:00:01.000Z","id-1","category.created","Dodanie kategorii: Łąka 1","u1","Anna Kowalska",null,null]`,
    );
  });

  it('hashes to the SHA-256 of those UTF-8 bytes, in lower-case hex', async () => {
    const expected = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(canonicalEncoding(fields(1, GENESIS_HASH))),
    );
    expect(await entryHash(fields(1, GENESIS_HASH))).toBe(Buffer.from(expected).toString('hex'));
  });

  it('changes with any field, including who and from where', async () => {
    const base = await entryHash(fields(1, GENESIS_HASH));
    for (const change of [
      { userName: 'Ktoś' },
      { clientIp: '10.0.0.1' },
      { reportId: 'r1' },
      { tenantId: 't2' },
      { at: '2026-11-23T10:00:09.000Z' },
      { chain: 1 },
    ]) {
      expect(await entryHash(fields(1, GENESIS_HASH, change))).not.toBe(base);
    }
  });
});

describe('the encoding of chains other than 0', () => {
  it('is version 2, naming the chain right after the organisation; chain 0 keeps version 1', () => {
    expect(canonicalEncoding(fields(1, GENESIS_HASH, { chain: 3 }))).toBe(
      `["ostoja-log/2","t1",3,1,"${GENESIS_HASH}","2026-11-23T10:00:01.000Z","id-1","category.created","Dodanie kategorii: Łąka 1","u1","Anna Kowalska",null,null]`,
    );
    expect(canonicalEncoding(fields(1, GENESIS_HASH, { chain: 0 }))).toBe(canonicalEncoding(fields(1, GENESIS_HASH)));
  });
});

describe('verifyChain', () => {
  it('accepts an unbroken chain, and an empty one', async () => {
    const entries = await chain(4);
    expect(await verifyChain(headOf(entries), entries)).toEqual({ intact: true, entries: 4 });
    expect(await verifyChain([{ chain: 0, seq: 0, hash: GENESIS_HASH }], [])).toEqual({ intact: true, entries: 0 });
  });

  it('ignores entries written after the head it was given', async () => {
    const entries = await chain(4);
    expect(await verifyChain([{ chain: 0, seq: 3, hash: entries[2]!.hash }], entries)).toEqual({
      intact: true,
      entries: 3,
    });
  });

  it('names an entry whose fields were swapped for another entry’s', async () => {
    const entries = await chain(4);
    const swapped = [entries[0]!, entries[2]!, entries[1]!, entries[3]!];
    expect(await verifyChain(headOf(entries), swapped)).toMatchObject({
      intact: false,
      breakAt: { reason: 'gap', seq: 3, missingFrom: 2 },
    });
  });

  it('names a chain whose every entry is gone', async () => {
    const entries = await chain(2);
    expect(await verifyChain(headOf(entries), [])).toEqual({
      intact: false,
      breakAt: { reason: 'missingNewest', chain: 0, seq: 0, at: null, missingFrom: 1 },
    });
  });

  it('names the newest entry when it was rewritten with a fresh hash', async () => {
    const entries = await chain(3);
    const forged = { ...entries[2]!, text: 'Inny tekst' };
    const rewritten = [...entries.slice(0, 2), { ...forged, hash: await entryHash(forged) }];
    expect(await verifyChain(headOf(entries), rewritten)).toMatchObject({
      intact: false,
      breakAt: { reason: 'altered', seq: 3 },
    });
  });

  it('follows each chain of an organisation through their entries interleaved in time', async () => {
    const first = await chain(4);
    const second = (await chain(3, 5)).map((entry) => ({ ...entry }));
    const heads = [...headOf(first), ...headOf(second)];
    expect(await verifyChain(heads, interleaved(first, second))).toEqual({ intact: true, entries: 7 });
  });

  it('names the chain and entry where one of several chains breaks', async () => {
    const first = await chain(4);
    const second = await chain(3, 5);
    const heads = [...headOf(first), ...headOf(second)];
    const withoutOne = interleaved(first, second).filter((entry) => !(entry.chain === 5 && entry.seq === 2));
    expect(await verifyChain(heads, withoutOne)).toMatchObject({
      intact: false,
      breakAt: { reason: 'gap', chain: 5, seq: 3, missingFrom: 2 },
    });
    expect(await verifyChain(heads, first)).toMatchObject({
      intact: false,
      breakAt: { reason: 'missingNewest', chain: 5, seq: 0, missingFrom: 1 },
    });
  });

  it('finds an entry moved to another chain, for the chain is part of what its hash covers', async () => {
    const first = await chain(2);
    const second = await chain(2, 1);
    const moved = interleaved(first, second).map((entry) =>
      entry.chain === 1 && entry.seq === 2 ? { ...entry, chain: 0, seq: 2 } : entry,
    );
    expect(await verifyChain([...headOf(first), ...headOf(second)], moved)).toMatchObject({
      intact: false,
      breakAt: { reason: 'altered', chain: 0, seq: 2 },
    });
  });
});

describe('entries withheld from a reader excluded from their report', () => {
  it('keep the chain checkable: their links hold, the entries around them verify', async () => {
    const entries = await chain(4);
    const read = entries.map((entry) => (entry.seq === 2 ? withheld(entry) : entry));
    expect(read[1]).toEqual({ withheld: true, chain: 0, seq: 2, prevHash: entries[0]!.hash, hash: entries[1]!.hash });
    expect(await verifyChain(headOf(entries), read)).toEqual({ intact: true, entries: 4 });
  });

  it('still show an entry before them rewritten with a fresh hash, or one of them removed', async () => {
    const entries = await chain(3);
    const forged = { ...entries[0]!, text: 'Inny tekst' };
    const rewritten = [{ ...forged, hash: await entryHash(forged) }, withheld(entries[1]!), entries[2]!];
    expect(await verifyChain(headOf(entries), rewritten)).toEqual({
      intact: false,
      breakAt: { reason: 'unlinked', chain: 0, seq: 2, at: null },
    });
    expect(await verifyChain(headOf(entries), [entries[0]!, entries[2]!].map(withheld))).toMatchObject({
      intact: false,
      breakAt: { reason: 'gap', seq: 3, at: null, missingFrom: 2 },
    });
  });
});

describe('the check against an anchor of the heads', () => {
  const anchoredAt = '2026-11-23T11:00:00.000Z';
  /** Chain 0 of 3 entries and chain 1 of 2, with chain 1's entries given other texts from `from` on. */
  async function twoChains(rewriteChain1From = Infinity) {
    const first = await chain(3);
    const second: ChainedEntry[] = [];
    for (let seq = 1; seq <= 2; seq++) {
      const linked = fields(seq, second.at(-1)?.hash ?? GENESIS_HASH, {
        chain: 1,
        id: `c1-${seq}`,
        ...(seq >= rewriteChain1From ? { text: 'Zalogowanie do systemu' } : {}),
      });
      second.push({ ...linked, hash: await entryHash(linked) });
    }
    return { first, second, heads: [...headOf(first), ...headOf(second)], entries: interleaved(first, second) };
  }

  it('passes every chain that still holds its anchored entry with that hash, however far it grew', async () => {
    const { first, second, heads, entries } = await twoChains();
    const anchor = {
      anchoredAt,
      heads: [
        { chain: 0, seq: 2, hash: first[1]!.hash },
        { chain: 1, seq: 2, hash: second[1]!.hash },
      ],
    };
    expect(await verifyChain(heads, entries, anchor)).toEqual({ intact: true, entries: 5 });
  });

  it('names the anchored entry of a chain rewritten consistently since, in whichever chain', async () => {
    const original = await twoChains();
    const { heads, entries, second } = await twoChains(1);
    expect(await verifyChain(heads, entries)).toEqual({ intact: true, entries: 5 });
    const anchor = { anchoredAt, heads: [{ chain: 1, seq: 1, hash: original.second[0]!.hash }] };
    expect(await verifyChain(heads, entries, anchor)).toEqual({
      intact: false,
      breakAt: { reason: 'anchorMismatch', chain: 1, seq: 1, at: second[0]!.at, anchoredAt },
    });
  });

  it('names the anchored entry of a chain now shorter, or gone with its head', async () => {
    const { first, second, entries } = await twoChains();
    const anchor = { anchoredAt, heads: [{ chain: 1, seq: 2, hash: second[1]!.hash }] };
    const onlyChain0 = headOf(first);
    expect(await verifyChain(onlyChain0, entries, anchor)).toEqual({
      intact: false,
      breakAt: { reason: 'anchorMismatch', chain: 1, seq: 2, at: null, anchoredAt },
    });
  });
});
