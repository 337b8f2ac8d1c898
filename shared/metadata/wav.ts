import { ascii, asciiBytes, concat, startsWith } from './bytes.js';
import { expectIntact, kindsInOrder, metadataKinds, type Cleaned, type MetadataKind } from './outcome.js';

/**
 * A WAV (RIFF WAVE) cleaned by chunks: only the chunks that describe and hold the sound (fmt,
 * fact, data, and cue points, sampler and instrument data) are copied; LIST (INFO: artist, title,
 * date, software), bext (Broadcast Wave: originator, date, coding history), iXML, XMP (_PMX), ID3
 * and anything unknown are dropped, and the RIFF size is written again.
 */

const keptChunks = new Set(['fmt ', 'fact', 'data', 'cue ', 'smpl', 'inst']);

/** What a LIST/INFO item holds, by its four letters. */
const infoKinds: Record<string, MetadataKind> = {
  IART: 'author',
  ICOP: 'author',
  IENG: 'author',
  ITCH: 'author',
  ICMS: 'company',
  INAM: 'comments',
  ICMT: 'comments',
  ISBJ: 'comments',
  IKEY: 'comments',
  ICRD: 'capture-time',
  ISFT: 'software',
  ISRC: 'other-metadata',
};

function chunkKinds(id: string, body: Uint8Array, removed: Set<MetadataKind>): void {
  if (id === 'LIST' && ascii(body, 0, 4) === 'INFO') {
    for (let at = 4; at + 8 <= body.length;) {
      const size = new DataView(body.buffer, body.byteOffset + at + 4, 4).getUint32(0, true);
      removed.add(infoKinds[ascii(body, at, 4)] ?? 'audio-tags');
      at += 8 + size + (size % 2);
    }
  } else if (id === 'bext') {
    removed.add('author');
    removed.add('capture-time');
  } else if (id === '_PMX') removed.add('xmp');
  else if (id.toLowerCase() === 'id3 ') removed.add('audio-tags');
  else if (id !== 'JUNK' && id !== 'PAD ' && id !== 'pad ') removed.add('other-metadata');
}

export function cleanWav(bytes: Uint8Array): Cleaned | null {
  expectIntact(startsWith(bytes, asciiBytes('RIFF')) && bytes.length >= 12, 'not a RIFF file');
  // Another RIFF form (AVI, WebP) is not a recording we clean.
  if (ascii(bytes, 8, 4) !== 'WAVE') return null;
  const removed = new Set<MetadataKind>();
  const kept: Uint8Array[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  let hasData = false;
  for (let at = 12; at + 8 <= end;) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const next = at + 8 + size + (size % 2);
    expectIntact(at + 8 + size <= end, 'a chunk runs past the file');
    if (keptChunks.has(id)) {
      kept.push(bytes.subarray(at, Math.min(next, end)));
      hasData ||= id === 'data';
    } else chunkKinds(id, bytes.subarray(at + 8, at + 8 + size), removed);
    at = next;
  }
  expectIntact(hasData, 'no sound');
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(asciiBytes('RIFFxxxxWAVE'));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return { bytes: concat([header, body]), removed: kindsInOrder(metadataKinds, removed), remaining: ['audio-content'] };
}
