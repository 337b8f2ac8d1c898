import { ascii, asciiBytes, byteAt } from './bytes.js';
import { mp4Brands } from './detect.js';
import { CleanError, expectIntact, kindsInOrder, metadataKinds, type Cleaned, type MetadataKind } from './outcome.js';

/**
 * An M4A (MPEG-4 audio, ISO base media) cleaned in place, so that no box moves and the chunk
 * offsets into the audio stay right: the metadata boxes (`udta`, `meta`, `uuid`, and the wall-clock
 * `prft`) become `free` boxes of the same size filled with zeros, the movie, track and media
 * headers' creation and modification times become zero, and handler names (the recording app's
 * or muxer's) are blanked. The audio and the sample tables are copied as they are.
 */

/** Boxes holding other boxes that are walked for metadata (the sample tables are not). */
const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'edts', 'moof', 'traf', 'mvex']);
/** Boxes of metadata, emptied whole wherever they are. */
const metadataBoxes = new Set(['udta', 'meta', 'uuid', 'prft', 'free', 'skip']);
/** Headers with a creation and a modification time after their version and flags. */
const timedHeaders = new Set(['mvhd', 'tkhd', 'mdhd']);
const free = asciiBytes('free');
/** Bound on nesting, against a file whose boxes claim to hold themselves. */
const MAX_DEPTH = 16;

/** The kinds an `ilst` item (iTunes-style tags) or a `keys` name (QuickTime's) holds. */
function itemKind(name: string): MetadataKind {
  const key = name.toLowerCase();
  if (/location|©xyz|loci/.test(key)) return 'gps';
  if (/make|model|©mak|©mod/.test(key)) return 'device';
  if (/creationdate|©day|date/.test(key)) return 'capture-time';
  if (/software|©too|©enc|©swr|encoder/.test(key)) return 'software';
  if (/^auth$|author|artist|©art|aart|©wrt|©aut|cprt|owner/.test(key)) return 'author';
  if (/comment|©cmt|©nam|desc|©des|title|©lyr/.test(key)) return 'comments';
  if (/covr|thumb/.test(key)) return 'thumbnail';
  if (/xmpmeta/.test(key)) return 'xmp';
  return 'other-metadata';
}

/** What a metadata box held, read loosely from the four-letter names inside it (it goes whole anyway). */
function readMetadata(bytes: Uint8Array, start: number, end: number, removed: Set<MetadataKind>): void {
  const text = new TextDecoder('latin1').decode(bytes.subarray(start, Math.min(end, start + 65_536)));
  let found = false;
  for (const match of text.matchAll(
    /(?:©[a-z]{3}|\b(?:aART|covr|desc|cprt|loci|auth)\b|xmpmeta|com\.apple\.quicktime\.[a-z.0-9]+)/gi,
  )) {
    removed.add(itemKind(match[0]));
    found = true;
  }
  if (!found) removed.add('other-metadata');
}

interface Box {
  type: string;
  /** Where the box's header starts, its contents start, and it ends. */
  start: number;
  body: number;
  end: number;
}

function boxAt(bytes: Uint8Array, at: number, limit: number): Box {
  expectIntact(at + 8 <= limit, 'a box header runs past its parent');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let size = view.getUint32(at);
  let body = at + 8;
  if (size === 1) {
    expectIntact(at + 16 <= limit, 'a large box header runs past its parent');
    size = Number(view.getBigUint64(at + 8));
    body = at + 16;
  } else if (size === 0) size = limit - at;
  expectIntact(size >= body - at && at + size <= limit, 'a box runs past its parent');
  return { type: ascii(bytes, at + 4, 4), start: at, body, end: at + size };
}

/** Zeroes a full box's creation and modification times (version 0: 32 bits each, 1: 64 bits). */
function zeroTimes(out: Uint8Array, box: Box, removed: Set<MetadataKind>): void {
  const length = byteAt(out, box.body) === 1 ? 8 : 4;
  const times = out.subarray(box.body + 4, box.body + 4 + 2 * length);
  expectIntact(box.body + 4 + 2 * length <= box.end, 'a header is too short for its times');
  if (times.some((byte) => byte !== 0)) removed.add('capture-time');
  times.fill(0);
}

/** Blanks a handler's name (after version, flags, pre-defined, type and three reserved words). */
function blankHandlerName(out: Uint8Array, box: Box, removed: Set<MetadataKind>): void {
  const name = out.subarray(Math.min(box.body + 24, box.end), box.end);
  if (name.some((byte) => byte !== 0)) removed.add('software');
  name.fill(0);
}

function walk(out: Uint8Array, start: number, end: number, depth: number, removed: Set<MetadataKind>): void {
  expectIntact(depth <= MAX_DEPTH, 'boxes nested too deep');
  for (let at = start; at < end;) {
    // A few bytes of padding after the last box are left as they are.
    if (end - at < 8 && depth > 0) break;
    const box = boxAt(out, at, end);
    if (depth === 0 && box.type === 'meta' && ascii(out, box.body + 16, 4) === 'pict')
      throw new CleanError('damaged', 'an image (HEIF) is not an audio file');
    if (metadataBoxes.has(box.type)) {
      if (box.type !== 'free' && box.type !== 'skip') readMetadata(out, box.body, box.end, removed);
      out.set(free, box.start + 4);
      out.fill(0, box.body, box.end);
    } else if (timedHeaders.has(box.type)) zeroTimes(out, box, removed);
    else if (box.type === 'hdlr') blankHandlerName(out, box, removed);
    else if (containers.has(box.type)) walk(out, box.body, box.end, depth + 1, removed);
    at = box.end;
  }
}

export function cleanMp4(bytes: Uint8Array): Cleaned {
  // A copy: a Node Buffer's slice would be a view, and the boxes emptied would be the caller's.
  const out = new Uint8Array(bytes);
  const first = boxAt(out, 0, out.length);
  expectIntact(first.type === 'ftyp' && mp4Brands.has(ascii(out, first.body, 4)), 'not an MPEG-4 audio file');
  const removed = new Set<MetadataKind>();
  walk(out, 0, out.length, 0, removed);
  return { bytes: out, removed: kindsInOrder(metadataKinds, removed), remaining: ['audio-content'] };
}
