import { audioTagKind } from './audio-tags.js';
import { asciiBytes, byteAt, concat, startsWith } from './bytes.js';
import { expectIntact, kindsInOrder, metadataKinds, type Cleaned, type MetadataKind } from './outcome.js';

/**
 * An Ogg Opus or Ogg Vorbis recording cleaned of its comment header: the packet (OpusTags, or
 * Vorbis' comment header) is written anew with an empty vendor string and no comments (so no
 * ENCODER, DATE, ARTIST, TITLE or cover art), and the header pages it shared are laid out again.
 * The identification header, Vorbis' setup header and every audio page are copied as they are; if
 * the header now takes fewer pages, the stream's later pages are renumbered and their checksums
 * written again. Another codec in Ogg is not cleaned (`null`).
 */

const capture = asciiBytes('OggS');
const PAGE_HEADER = 27;
const MAX_SEGMENTS = 255;
const continued = 0x01;
const beginning = 0x02;
const ending = 0x04;

const codecs = {
  opus: { head: asciiBytes('OpusHead'), tags: asciiBytes('OpusTags'), headerPackets: 2, framing: false },
  vorbis: { head: [1, ...asciiBytes('vorbis')], tags: [3, ...asciiBytes('vorbis')], headerPackets: 3, framing: true },
} as const;
type Codec = (typeof codecs)[keyof typeof codecs];

/** Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, starting from 0. */
const crcTable = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function pageChecksum(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    // The checksum field itself counts as zeros.
    const byte = i >= 22 && i < 26 ? 0 : page[i]!;
    crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

interface Page {
  bytes: Uint8Array;
  flags: number;
  serial: number;
  sequence: number;
  lacing: Uint8Array;
  body: Uint8Array;
}

function pageAt(bytes: Uint8Array, at: number): Page {
  expectIntact(startsWith(bytes, capture, at) && at + PAGE_HEADER <= bytes.length, 'not an Ogg page');
  expectIntact(byteAt(bytes, at + 4) === 0, 'an unknown Ogg version');
  const view = new DataView(bytes.buffer, bytes.byteOffset + at);
  const segments = byteAt(bytes, at + 26);
  const bodyAt = at + PAGE_HEADER + segments;
  expectIntact(bodyAt <= bytes.length, 'a page header runs past the file');
  const lacing = bytes.subarray(at + PAGE_HEADER, bodyAt);
  const end = bodyAt + lacing.reduce((sum, value) => sum + value, 0);
  expectIntact(end <= bytes.length, 'a page runs past the file');
  return {
    bytes: bytes.subarray(at, end),
    flags: byteAt(bytes, at + 5),
    serial: view.getUint32(14, true),
    sequence: view.getUint32(18, true),
    lacing,
    body: bytes.subarray(bodyAt, end),
  };
}

function writePage(
  page: { flags: number; serial: number; sequence: number; granule: bigint },
  lacing: number[],
  body: Uint8Array,
) {
  const out = new Uint8Array(PAGE_HEADER + lacing.length + body.length);
  const view = new DataView(out.buffer);
  out.set(capture);
  out[5] = page.flags;
  view.setBigUint64(6, page.granule, true);
  view.setUint32(14, page.serial, true);
  view.setUint32(18, page.sequence, true);
  out[26] = lacing.length;
  out.set(lacing, PAGE_HEADER);
  out.set(body, PAGE_HEADER + lacing.length);
  view.setUint32(22, pageChecksum(out), true);
  return out;
}

/** The page at `at` in `out` given a new sequence number, its checksum written again. */
function renumber(out: Uint8Array<ArrayBuffer>, at: number, length: number, sequence: number): void {
  const page = out.subarray(at, at + length);
  const view = new DataView(out.buffer, at);
  view.setUint32(18, sequence, true);
  view.setUint32(22, pageChecksum(page), true);
}

/** The packets on header pages (every header packet ends on them: audio begins on a fresh page). */
function packetsOf(pages: readonly Page[]): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let parts: Uint8Array[] = [];
  for (const page of pages) {
    let at = 0;
    let start = 0;
    for (const value of page.lacing) {
      at += value;
      if (value < 255) {
        parts.push(page.body.subarray(start, at));
        packets.push(concat(parts));
        parts = [];
        start = at;
      }
    }
    if (start < at) parts.push(page.body.subarray(start, at));
  }
  expectIntact(parts.length === 0, 'a header packet does not end with its page');
  return packets;
}

/** The header packets laid out on pages: up to 255 lacing values each, granule 0 where a packet ends. */
function paginate(packets: readonly Uint8Array[], first: { serial: number; sequence: number; flags: number }) {
  const lacing: { value: number; ends: boolean }[] = [];
  for (const packet of packets) {
    for (let left = packet.length; left >= 255; left -= 255) lacing.push({ value: 255, ends: false });
    lacing.push({ value: packet.length % 255, ends: true });
  }
  const body = concat(packets);
  const pages: Uint8Array[] = [];
  let bodyAt = 0;
  for (let index = 0; index < lacing.length; index += MAX_SEGMENTS) {
    const values = lacing.slice(index, index + MAX_SEGMENTS);
    const length = values.reduce((sum, { value }) => sum + value, 0);
    const isContinued = index > 0 && !lacing[index - 1]!.ends;
    const isLast = index + MAX_SEGMENTS >= lacing.length;
    pages.push(
      writePage(
        {
          flags: (isContinued ? continued : 0) | (isLast ? first.flags & ending : 0),
          serial: first.serial,
          sequence: first.sequence + pages.length,
          granule: values.some(({ ends }) => ends) ? 0n : 0xffffffffffffffffn,
        },
        values.map(({ value }) => value),
        body.subarray(bodyAt, bodyAt + length),
      ),
    );
    bodyAt += length;
  }
  return pages;
}

const u32 = (bytes: Uint8Array, at: number) => {
  expectIntact(at + 4 <= bytes.length, 'a comment header runs short');
  return new DataView(bytes.buffer, bytes.byteOffset + at).getUint32(0, true);
};

/** What a comment header held (the vendor is the encoder's name), and the packet that replaces it. */
function cleanCommentPacket(codec: Codec, packet: Uint8Array, removed: Set<MetadataKind>): Uint8Array {
  expectIntact(startsWith(packet, codec.tags), 'the second header is not a comment header');
  let at = codec.tags.length;
  const vendorLength = u32(packet, at);
  at += 4 + vendorLength;
  if (vendorLength > 0) removed.add('software');
  const count = u32(packet, at);
  at += 4;
  for (let i = 0; i < count; i++) {
    const length = u32(packet, at);
    expectIntact(at + 4 + length <= packet.length, 'a comment runs past its header');
    const comment = new TextDecoder('utf-8').decode(packet.subarray(at + 4, at + 4 + length));
    removed.add(audioTagKind(comment.split('=', 1)[0]!));
    at += 4 + length;
  }
  // Opus allows binary data after the comments (kept by editors only if asked): it goes too.
  if (!codec.framing && at < packet.length) removed.add('other-metadata');
  return Uint8Array.from([...codec.tags, 0, 0, 0, 0, 0, 0, 0, 0, ...(codec.framing ? [1] : [])]);
}

interface Stream {
  codec: Codec;
  /** The pages after the identification header until the last header packet ends. */
  headerPages: Page[];
  /** How many packets end on them. */
  completed: number;
  /** How far later pages' sequence numbers move (the header's new page count minus its old). */
  shift: number;
  done: boolean;
}

const completedPackets = (page: Page) => page.lacing.filter((value) => value < 255).length;

export function cleanOgg(bytes: Uint8Array): Cleaned | null {
  const removed = new Set<MetadataKind>();
  const streams = new Map<number, Stream>();
  const out: Uint8Array[] = [];
  // Later pages to renumber, by their place in `out`: done in the joined copy, so that the
  // input, the output and nothing else are held at once.
  const renumbering = new Map<number, number>();
  for (let at = 0; at < bytes.length;) {
    const page = pageAt(bytes, at);
    at += page.bytes.length;
    if (page.flags & beginning) {
      const codec = Object.values(codecs).find((candidate) => startsWith(page.body, candidate.head));
      if (!codec) return null;
      expectIntact(completedPackets(page) === 1, 'the identification header is not alone on its page');
      streams.set(page.serial, { codec, headerPages: [], completed: 0, shift: 0, done: false });
      out.push(page.bytes);
      continue;
    }
    const stream = streams.get(page.serial);
    expectIntact(stream !== undefined, 'a page of a stream that has not begun');
    if (stream.done) {
      if (stream.shift !== 0) renumbering.set(out.length, page.sequence + stream.shift);
      out.push(page.bytes);
      continue;
    }
    expectIntact(
      stream.headerPages.length > 0 || !(page.flags & continued),
      'the comment header does not begin its page',
    );
    stream.headerPages.push(page);
    stream.completed += completedPackets(page);
    if (stream.completed < stream.codec.headerPackets - 1) continue;
    const [comment, ...rest] = packetsOf(stream.headerPages);
    expectIntact(comment !== undefined && rest.length === stream.codec.headerPackets - 2, 'audio on a header page');
    const first = stream.headerPages[0]!;
    const pages = paginate([cleanCommentPacket(stream.codec, comment, removed), ...rest], {
      serial: page.serial,
      sequence: first.sequence,
      flags: page.flags,
    });
    out.push(...pages);
    stream.shift = pages.length - stream.headerPages.length;
    stream.headerPages = [];
    stream.done = true;
  }
  expectIntact(streams.size > 0 && [...streams.values()].every((stream) => stream.done), 'the headers are cut short');
  const cleaned = concat(out);
  for (let index = 0, at = 0; index < out.length; at += out[index]!.length, index++) {
    const sequence = renumbering.get(index);
    if (sequence !== undefined) renumber(cleaned, at, out[index]!.length, sequence);
  }
  return { bytes: cleaned, removed: kindsInOrder(metadataKinds, removed), remaining: ['audio-content'] };
}
