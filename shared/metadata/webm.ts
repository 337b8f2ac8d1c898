import { audioTagKind } from './audio-tags.js';
import { byteAt } from './bytes.js';
import {
  expectIntact,
  kindsInOrder,
  metadataKinds,
  type Cleaned,
  type MetadataKind,
  type RemainingKind,
} from './outcome.js';

/**
 * A WebM (Matroska) recording cleaned in place, so that nothing moves and the SeekHead's and
 * Cues' positions into the Segment stay right: Tags, Attachments (cover art) and Chapters, the
 * Segment Info's date, title and file names, and track names become EBML Void elements of the
 * same size; the muxing and writing application (mandatory) are emptied to zero bytes, which
 * Matroska reads as an empty string. SeekHead entries pointing at what was removed become Void
 * too, and CRC-32 elements of the changed masters are voided (a CRC is optional). Clusters are
 * copied as they are; one of unknown size (as a browser's MediaRecorder writes them) is stepped
 * over by its children's headers until the next Segment-level element.
 */

const ids = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  trackName: 0x536e,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  tags: 0x1254c367,
  tag: 0x7373,
  simpleTag: 0x67c8,
  tagName: 0x45a3,
  attachments: 0x1941a469,
  attachedFile: 0x61a7,
  fileMediaType: 0x4660,
  chapters: 0x1043a770,
  void: 0xec,
  crc32: 0xbf,
} as const;

/** Segment Info's children that identify: voided (optional), or emptied (mandatory). */
const infoVoided = new Map<number, MetadataKind>([
  [0x4461, 'capture-time'], // DateUTC
  [0x7ba9, 'comments'], // Title
  [0x7384, 'other-metadata'], // SegmentFilename
  [0x3c83ab, 'other-metadata'], // PrevFilename
  [0x3e83bb, 'other-metadata'], // NextFilename
  [0x3cb923, 'other-metadata'], // PrevUUID
  [0x3eb923, 'other-metadata'], // NextUUID
]);
const infoEmptied = new Set([0x4d80, 0x5741]); // MuxingApp, WritingApp

/** The Segment's own children; one of them after an unknown-size Cluster's children ends it. */
const segmentChildren = new Set<number>([
  ids.seekHead,
  ids.info,
  ids.tracks,
  ids.cluster,
  ids.cues,
  ids.tags,
  ids.attachments,
  ids.chapters,
]);
/** Removed whole, and no longer pointed at from a SeekHead. */
const removedWhole = new Set<number>([ids.tags, ids.attachments, ids.chapters]);
/** Bound on the nesting of SimpleTags read for their names. */
const MAX_DEPTH = 16;

interface Element {
  id: number;
  /** Where the element's ID starts, its data starts, and it ends (`undefined`: unknown size). */
  start: number;
  data: number;
  end: number | undefined;
}

/** The length of a variable-size integer from its first byte's leading zeros (0: invalid). */
function vintLength(first: number, max: number): number {
  for (let length = 1; length <= max; length++) if (first & (0x100 >> length)) return length;
  return 0;
}

/**
 * The element at `at`. `cut`: one that runs past `limit` (a recording cut off: the browser closed
 * while recording) ends there instead of failing; an invalid ID or size still fails.
 */
function elementAt(bytes: Uint8Array, at: number, limit: number, cut = false): Element {
  const idLength = vintLength(byteAt(bytes, at), 4);
  expectIntact(idLength > 0, 'an element ID is not valid');
  if (cut && at + idLength + 1 > limit) return { id: 0, start: at, data: limit, end: limit };
  expectIntact(at + idLength < limit, 'an element ID runs past its parent');
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + byteAt(bytes, at + i);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(byteAt(bytes, sizeAt), 8);
  expectIntact(sizeLength > 0, 'an element size is not valid');
  if (cut && sizeAt + sizeLength > limit) return { id, start: at, data: limit, end: limit };
  expectIntact(sizeAt + sizeLength <= limit, 'an element size runs past its parent');
  const data = sizeAt + sizeLength;
  let size = byteAt(bytes, sizeAt) & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = byteAt(bytes, sizeAt + i);
    size = size * 256 + byte;
    unknown &&= byte === 0xff;
  }
  if (unknown) return { id, start: at, data, end: undefined };
  if (cut && data + size > limit) return { id, start: at, data, end: limit };
  expectIntact(data + size <= limit, 'an element runs past its parent');
  return { id, start: at, data, end: data + size };
}

/** An element whose size must be known (all but a Segment and a Cluster). */
function sizedAt(bytes: Uint8Array, at: number, limit: number): Element & { end: number } {
  const element = elementAt(bytes, at, limit);
  expectIntact(element.end !== undefined, 'an element of unknown size where it is not allowed');
  return { ...element, end: element.end };
}

function* children(bytes: Uint8Array, parent: { data: number; end: number }) {
  for (let at = parent.data; at < parent.end;) {
    const child = sizedAt(bytes, at, parent.end);
    yield child;
    at = child.end;
  }
}

/** The element turned into a Void of the same length, its contents zeroed. */
function toVoid(out: Uint8Array, element: { start: number; end: number }): void {
  const length = element.end - element.start;
  expectIntact(length >= 2, 'an element too short to void');
  out.fill(0, element.start, element.end);
  out[element.start] = ids.void;
  if (length - 2 < 0x7f) out[element.start + 1] = 0x80 | (length - 2);
  else {
    // An 8-byte size (0x01 and seven bytes) for anything longer.
    let size = length - 9;
    out[element.start + 1] = 0x01;
    for (let i = 8; i >= 2; i--) {
      out[element.start + i] = size % 256;
      size = Math.floor(size / 256);
    }
  }
}

const text = (bytes: Uint8Array, element: { data: number; end: number }) =>
  new TextDecoder('utf-8').decode(bytes.subarray(element.data, element.end)).replace(/\0+$/, '');

function readTagNames(bytes: Uint8Array, parent: Element & { end: number }, depth: number, removed: Set<MetadataKind>) {
  expectIntact(depth <= MAX_DEPTH, 'tags nested too deep');
  for (const child of children(bytes, parent)) {
    if (child.id === ids.tagName) removed.add(audioTagKind(text(bytes, child)));
    else if (child.id === ids.tag || child.id === ids.simpleTag) readTagNames(bytes, child, depth + 1, removed);
  }
}

function readAttachments(bytes: Uint8Array, attachments: Element & { end: number }, removed: Set<MetadataKind>) {
  for (const file of children(bytes, attachments)) {
    if (file.id !== ids.attachedFile) continue;
    const type = [...children(bytes, file)].find((child) => child.id === ids.fileMediaType);
    removed.add(type && text(bytes, type).startsWith('image/') ? 'thumbnail' : 'other-metadata');
  }
}

function cleanInfo(out: Uint8Array, info: Element & { end: number }, removed: Set<MetadataKind>) {
  for (const child of children(out, info)) {
    const kind = infoVoided.get(child.id);
    if (kind) {
      removed.add(kind);
      toVoid(out, child);
    } else if (infoEmptied.has(child.id)) {
      if (out.subarray(child.data, child.end).some((byte) => byte !== 0)) removed.add('software');
      out.fill(0, child.data, child.end);
    } else if (child.id === ids.crc32) toVoid(out, child);
  }
}

/** Track names voided; whether a track is video (its pictures then remain, like the voices). */
function cleanTracks(out: Uint8Array, tracks: Element & { end: number }, removed: Set<MetadataKind>): boolean {
  let video = false;
  for (const entry of children(out, tracks)) {
    if (entry.id === ids.crc32) toVoid(out, entry);
    if (entry.id !== ids.trackEntry) continue;
    for (const child of children(out, entry)) {
      if (child.id === ids.trackName) {
        removed.add('comments');
        toVoid(out, child);
      } else if (child.id === ids.crc32) toVoid(out, child);
      else if (child.id === ids.trackType && child.end === child.data + 1 && byteAt(out, child.data) === 1)
        video = true;
    }
  }
  return video;
}

function cleanSeekHead(out: Uint8Array, seekHead: Element & { end: number }) {
  for (const seek of children(out, seekHead)) {
    if (seek.id === ids.crc32) toVoid(out, seek);
    if (seek.id !== ids.seek) continue;
    const target = [...children(out, seek)].find((child) => child.id === ids.seekId);
    let id = 0;
    if (target)
      for (let at = target.data; at < target.end && at < target.data + 4; at++) id = id * 256 + byteAt(out, at);
    if (removedWhole.has(id)) toVoid(out, seek);
  }
}

/** Where an unknown-size Cluster ends: at the first element that is not one of its children. */
function unknownClusterEnd(out: Uint8Array, cluster: Element, limit: number): number {
  for (let at = cluster.data; at < limit;) {
    const child = elementAt(out, at, limit, true);
    if (segmentChildren.has(child.id) || child.id === ids.ebml || child.id === ids.segment) return at;
    expectIntact(child.end !== undefined, 'a block of unknown size');
    at = child.end;
  }
  return limit;
}

/** The Segment's children cleaned; returns where the Segment ended. */
function cleanSegment(out: Uint8Array, segment: Element, removed: Set<MetadataKind>, found: { video: boolean }) {
  const limit = segment.end ?? out.length;
  let at = segment.data;
  while (at < limit) {
    const element = elementAt(out, at, limit, segment.end === undefined);
    // An unknown-size Segment ends where the next top-level element begins.
    if (segment.end === undefined && (element.id === ids.ebml || element.id === ids.segment)) return at;
    if (element.id === ids.cluster) {
      // Copied as it is: stepped over by its size, or by its children's headers when unknown.
      at = element.end ?? unknownClusterEnd(out, element, limit);
      continue;
    }
    const sized = sizedAt(out, at, limit);
    if (sized.id === ids.info) cleanInfo(out, sized, removed);
    else if (sized.id === ids.tracks) found.video = cleanTracks(out, sized, removed) || found.video;
    else if (sized.id === ids.seekHead) cleanSeekHead(out, sized);
    else if (sized.id === ids.tags) {
      readTagNames(out, sized, 0, removed);
      toVoid(out, sized);
    } else if (sized.id === ids.attachments) {
      readAttachments(out, sized, removed);
      toVoid(out, sized);
    } else if (sized.id === ids.chapters) {
      removed.add('comments');
      toVoid(out, sized);
    }
    at = sized.end;
  }
  return limit;
}

export function cleanWebm(bytes: Uint8Array): Cleaned {
  // A copy (a Node Buffer's slice would be a view of the input).
  const out = new Uint8Array(bytes);
  const removed = new Set<MetadataKind>();
  const found = { video: false };
  expectIntact(sizedAt(out, 0, out.length).id === ids.ebml, 'not an EBML file');
  let segments = 0;
  for (let at = 0; at < out.length;) {
    // Zero padding after the last Segment is left as it is.
    if (out.subarray(at).every((byte) => byte === 0)) break;
    const element = elementAt(out, at, out.length);
    if (element.id === ids.segment) {
      segments++;
      at = cleanSegment(out, element, removed, found);
    } else {
      expectIntact(element.id === ids.ebml || element.id === ids.void, 'an unexpected top-level element');
      at = sizedAt(out, at, out.length).end;
    }
  }
  expectIntact(segments > 0, 'no Segment');
  const remaining: RemainingKind[] = found.video ? ['image-content', 'audio-content'] : ['audio-content'];
  return { bytes: out, removed: kindsInOrder(metadataKinds, removed), remaining };
}
