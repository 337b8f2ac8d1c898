import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cleanFile } from './clean-file.js';

// Ogg built page by page (checksums are not read, only written): the comment header rewritten,
// other codecs left alone, and input that claims more than it has. Real recordings are cleaned
// in tests/unit/metadata-cleaning.test.ts.

const le32 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24];

/** One page holding whole packets (each under 255 bytes), flags 2 = first page of the stream. */
function page(sequence: number, packets: number[][], flags = 0, serial = 7) {
  return [
    ...strToU8('OggS'),
    0,
    flags,
    ...[0, 0, 0, 0, 0, 0, 0, 0],
    ...le32(serial),
    ...le32(sequence),
    ...[0, 0, 0, 0],
    packets.length,
    ...packets.map((packet) => packet.length),
    ...packets.flat(),
  ];
}

const opusHead = [...strToU8('OpusHead'), 1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0];
function opusTags(vendor: string, comments: string[], count = comments.length) {
  return [
    ...strToU8('OpusTags'),
    ...le32(vendor.length),
    ...strToU8(vendor),
    ...le32(count),
    ...comments.flatMap((comment) => [...le32(strToU8(comment).length), ...strToU8(comment)]),
  ];
}
const audio = [0xfc, 0xff, 0xfe];
const ogg = (...pages: number[][]) => Uint8Array.from(pages.flat());

async function clean(bytes: Uint8Array) {
  const started = performance.now();
  const outcome = await cleanFile(bytes);
  expect(performance.now() - started).toBeLessThan(5_000);
  return outcome;
}

describe('cleanOgg', () => {
  it('an Opus comment header becomes an empty vendor and no comments; the audio page stays', async () => {
    const file = ogg(
      page(0, [opusHead], 2),
      page(1, [opusTags('libopus 1.4', ['ARTIST=Jan Kowalski', 'DATE=2026-11-01', 'X=y'])]),
      page(2, [audio], 4),
    );
    const outcome = await clean(file);
    expect(outcome).toMatchObject({
      status: 'cleaned',
      format: 'ogg',
      removed: ['capture-time', 'author', 'software', 'audio-tags'],
    });
    if (outcome.status !== 'cleaned') return;
    // The new header page: 27 bytes of header and one lacing value, then the packet.
    const pageStart = page(0, [opusHead]).length;
    expect([...outcome.bytes.subarray(pageStart + 28, -page(2, [audio]).length)]).toEqual(opusTags('', []));
    // The header still takes one page, so the audio page is copied as it was.
    expect([...outcome.bytes.subarray(-page(2, [audio]).length)]).toEqual(page(2, [audio], 4));
    expect(new TextDecoder('latin1').decode(outcome.bytes)).not.toMatch(/Kowalski|libopus/);
  });

  it('another codec in Ogg (here FLAC) cannot be cleaned, and is said so', async () => {
    expect(await clean(ogg(page(0, [[0x7f, ...strToU8('FLAC'), 1, 0]], 2)))).toEqual({
      status: 'cannot-clean',
      format: 'audio-container',
    });
  });

  it('a comment count or length past its packet, and headers cut short, are damaged', async () => {
    for (const broken of [
      ogg(page(0, [opusHead], 2), page(1, [opusTags('x', ['A=b'], 1_000_000_000)])),
      ogg(page(0, [opusHead], 2), page(1, [[...opusTags('x', []).slice(0, -4), ...le32(0xffffffff)]])),
      ogg(page(0, [opusHead], 2)),
      ogg(page(0, [opusHead], 2), page(1, [opusTags('x', [])])).subarray(0, 60),
    ])
      expect(await clean(broken)).toEqual({ status: 'failed', format: 'ogg', reason: 'damaged' });
  });

  it('audio on a header page, or a page of a stream that never began, is damaged', async () => {
    for (const broken of [
      ogg(page(0, [opusHead], 2), page(1, [opusTags('x', []), audio])),
      ogg(page(0, [opusHead], 2), page(1, [opusTags('x', [])], 0, 8)),
      ogg(page(0, [opusHead], 2), page(1, [opusTags('x', [])]), [...strToU8('OggS'), 1]),
    ])
      expect(await clean(broken)).toEqual({ status: 'failed', format: 'ogg', reason: 'damaged' });
  });

  it('a hundred thousand empty pages after the identification header end, each step past its header', async () => {
    const empty = page(1, []);
    const pages = new Uint8Array(page(0, [opusHead], 2).length + empty.length * 100_000);
    pages.set(page(0, [opusHead], 2));
    for (let i = 0; i < 100_000; i++) pages.set(empty, page(0, [opusHead], 2).length + i * empty.length);
    expect(await clean(pages)).toEqual({ status: 'failed', format: 'ogg', reason: 'damaged' });
  });
});
