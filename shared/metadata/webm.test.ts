import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cleanFile } from './clean-file.js';

// WebM (Matroska) built element by element: what is voided and what is stepped over, and input
// that claims sizes it does not have. Real recordings are cleaned in tests/unit/metadata-cleaning.test.ts.

const UNKNOWN = -1;
const idBytes = (id: number) => {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return bytes;
};
/** An element: 1-byte size up to 126, else an 8-byte size; `UNKNOWN`: an 8-byte size of all ones. */
function element(
  id: number,
  body: number[] | string,
  size = typeof body === 'string' ? strToU8(body).length : body.length,
) {
  const data = typeof body === 'string' ? [...strToU8(body)] : body;
  const sizeBytes =
    size === UNKNOWN
      ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
      : size < 0x7f
        ? [0x80 | size]
        : [0x01, 0, 0, 0, (size >>> 24) & 0xff, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff];
  return [...idBytes(id), ...sizeBytes, ...data];
}

const header = element(0x1a45dfa3, element(0x4282, 'webm'));
const info = element(0x1549a966, [
  ...element(0x2ad7b1, [0x0f, 0x42, 0x40]),
  ...element(0x4d80, 'Chrome'),
  ...element(0x5741, 'Chrome'),
  ...element(0x4461, [0, 0, 0, 0, 0x0b, 0x50, 0x3e, 0x45]),
  ...element(0x7ba9, 'Jan Kowalski'),
]);
const tags = element(
  0x1254c367,
  element(0x7373, element(0x67c8, [...element(0x45a3, 'ARTIST'), ...element(0x4487, 'Jan Kowalski')])),
);
const block = element(0xa3, [0x81, 0, 0, 0x80, 1, 2, 3]);
const cluster = (size?: number) => element(0x1f43b675, [...element(0xe7, [0]), ...block], size);
const webm = (...children: number[][]) =>
  Uint8Array.from([...header, ...element(0x18538067, children.flat(), UNKNOWN)]);

async function clean(bytes: Uint8Array) {
  const started = performance.now();
  const outcome = await cleanFile(bytes);
  expect(performance.now() - started).toBeLessThan(5_000);
  return outcome;
}

describe('cleanWebm', () => {
  it('voids the date, title and tags, empties the applications, and finds tags after a Cluster of unknown size', async () => {
    const file = webm(info, cluster(UNKNOWN), tags);
    const outcome = await clean(file);
    expect(outcome).toMatchObject({ status: 'cleaned', format: 'webm', remaining: ['audio-content'] });
    if (outcome.status !== 'cleaned') return;
    expect(outcome.removed).toEqual(['capture-time', 'author', 'comments', 'software']);
    expect(outcome.bytes.length).toBe(file.length);
    const text = new TextDecoder('latin1').decode(outcome.bytes);
    expect(text).not.toMatch(/Kowalski|Chrome|ARTIST/);
    // The Cluster is as it was, and the Tags are one Void (0xEC) of their length.
    const clusterAt = file.length - tags.length - cluster(UNKNOWN).length;
    expect(outcome.bytes.subarray(clusterAt, clusterAt + cluster(UNKNOWN).length)).toEqual(
      file.subarray(clusterAt, clusterAt + cluster(UNKNOWN).length),
    );
    expect([...outcome.bytes.subarray(file.length - tags.length, file.length - tags.length + 2)]).toEqual([
      0xec,
      0x80 | (tags.length - 2),
    ]);
  });

  it('a recording cut off inside a Cluster (the browser closed while recording) is still cleaned', async () => {
    for (const file of [webm(info, cluster(UNKNOWN)), webm(info, cluster())]) {
      for (const cutAt of [1, 3, 5]) {
        const outcome = await clean(file.subarray(0, file.length - cutAt));
        expect(outcome).toMatchObject({ status: 'cleaned', format: 'webm' });
        if (outcome.status === 'cleaned')
          expect(new TextDecoder('latin1').decode(outcome.bytes)).not.toMatch(/Kowalski|Chrome/);
      }
    }
  });

  it('a SeekHead entry pointing at the Tags is voided with them', async () => {
    const seek = element(0x4dbb, [...element(0x53ab, [0x12, 0x54, 0xc3, 0x67]), ...element(0x53ac, [0x40])]);
    const keep = element(0x4dbb, [...element(0x53ab, [0x15, 0x49, 0xa9, 0x66]), ...element(0x53ac, [0x20])]);
    const outcome = await clean(webm(element(0x114d9b74, [...keep, ...seek]), info, tags, cluster()));
    if (outcome.status !== 'cleaned') throw new Error(outcome.status);
    const bytes = [...outcome.bytes];
    const index = (needle: number[]) => bytes.findIndex((_, at) => needle.every((byte, i) => bytes[at + i] === byte));
    expect(index([0x53, 0xab, 0x84, 0x12, 0x54, 0xc3, 0x67])).toBe(-1);
    expect(index(keep)).toBeGreaterThan(0);
  });

  it('an element that claims more than its parent or the file is damaged', async () => {
    const longer = [...element(0x1549a966, element(0x4d80, 'x'))];
    longer[4] = 0x80 | 0x7e;
    for (const broken of [
      webm(longer),
      Uint8Array.from([...header, ...element(0x18538067, info, 0x1000)]),
      webm(info).subarray(0, header.length + 20),
    ])
      expect(await clean(broken)).toEqual({ status: 'failed', format: 'webm', reason: 'damaged' });
  });

  it('an unknown size where the format does not allow one, or an invalid ID, is damaged', async () => {
    for (const broken of [webm(element(0x1549a966, element(0x4d80, 'x'), UNKNOWN)), webm([0x00, 0x81, 0])])
      expect(await clean(broken)).toEqual({ status: 'failed', format: 'webm', reason: 'damaged' });
  });

  it('tags nested past the bound are damaged, not followed', async () => {
    let nested = element(0x45a3, 'ARTIST');
    for (let depth = 0; depth < 40; depth++) nested = element(0x67c8, nested);
    expect(await clean(webm(element(0x1254c367, element(0x7373, nested))))).toEqual({
      status: 'failed',
      format: 'webm',
      reason: 'damaged',
    });
  });

  it('a Segment of a hundred thousand empty elements ends, each step past its header', async () => {
    const voids = Array.from({ length: 100_000 }, () => [0xec, 0x80]).flat();
    expect(await clean(webm(info, voids))).toMatchObject({ status: 'cleaned', format: 'webm' });
  });

  it('a file that is not EBML at its start is damaged', async () => {
    expect(await clean(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0xff))).toEqual({
      status: 'failed',
      format: 'webm',
      reason: 'damaged',
    });
  });
});
