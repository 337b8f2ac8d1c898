import { describe, expect, it } from 'vitest';
import {
  canonicalEncoding,
  entryHash,
  GENESIS_HASH,
  verifyChain,
  type ChainedEntry,
  type ChainedFields,
} from './log-chain';

const fields = (seq: number, prevHash: string, overrides: Partial<ChainedFields> = {}): ChainedFields => ({
  tenantId: 't1',
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

async function chain(count: number): Promise<ChainedEntry[]> {
  const entries: ChainedEntry[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const linked = fields(seq, entries.at(-1)?.hash ?? GENESIS_HASH);
    entries.push({ ...linked, hash: await entryHash(linked) });
  }
  return entries;
}

const headOf = (entries: ChainedEntry[]) => ({ seq: entries.at(-1)!.seq, hash: entries.at(-1)!.hash });

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
    ]) {
      expect(await entryHash(fields(1, GENESIS_HASH, change))).not.toBe(base);
    }
  });
});

describe('verifyChain', () => {
  it('accepts an unbroken chain, and an empty one', async () => {
    const entries = await chain(4);
    expect(await verifyChain(headOf(entries), entries)).toEqual({ intact: true, entries: 4 });
    expect(await verifyChain({ seq: 0, hash: GENESIS_HASH }, [])).toEqual({ intact: true, entries: 0 });
  });

  it('ignores entries written after the head it was given', async () => {
    const entries = await chain(4);
    expect(await verifyChain({ seq: 3, hash: entries[2]!.hash }, entries)).toEqual({ intact: true, entries: 3 });
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
      breakAt: { reason: 'missingNewest', seq: 0, at: null, missingFrom: 1 },
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
});
