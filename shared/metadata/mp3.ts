import { ascii, asciiBytes, byteAt, startsWith } from './bytes.js';
import { expectIntact, kindsInOrder, metadataKinds, type Cleaned, type MetadataKind } from './outcome.js';

/**
 * An MP3 cleaned of its tags: ID3v2 blocks at the start (and one appended at the end), APEv2 and
 * ID3v1 at the end. The audio frames are copied as they are.
 */

const id3 = asciiBytes('ID3');
const id3Footer = asciiBytes('3DI');
const ape = asciiBytes('APETAGEX');
const id3v1 = asciiBytes('TAG');
const id3v1Extended = asciiBytes('TAG+');

/** What an ID3v2 frame holds, by the first letters of its id (v2.3/2.4 ids, and v2.2's three letters). */
function frameKind(id: string): MetadataKind {
  if (/^(TPE|TCOM|TEXT|TOLY|TOPE|TOWN|TCOP|TP[1-4]|WOAR|TXXX)/.test(id)) return 'author';
  if (/^(COMM|COM|USLT|ULT|TIT|TT[1-3]|SYLT)/.test(id)) return 'comments';
  if (/^(TSSE|TENC|TSS|TEN)/.test(id)) return 'software';
  if (/^(TDRC|TDRL|TDEN|TDTG|TYER|TDAT|TIME|TYE|TDA|TIM|TORY|TDOR)/.test(id)) return 'capture-time';
  if (/^(APIC|PIC)/.test(id)) return 'thumbnail';
  return 'audio-tags';
}

const syncsafe = (bytes: Uint8Array, at: number) =>
  ((byteAt(bytes, at) & 0x7f) << 21) |
  ((byteAt(bytes, at + 1) & 0x7f) << 14) |
  ((byteAt(bytes, at + 2) & 0x7f) << 7) |
  (byteAt(bytes, at + 3) & 0x7f);

/** The frames of one ID3v2 tag (header at `at`, `size` bytes of frames after it) as kinds. */
function readId3v2(bytes: Uint8Array, at: number, size: number, removed: Set<MetadataKind>): void {
  const version = bytes[at + 3];
  const idLength = version === 2 ? 3 : 4;
  const headerLength = version === 2 ? 6 : 10;
  let frame = at + 10;
  const end = at + 10 + size;
  // An extended header, or unsynchronised frames, are not worth reading: the whole tag goes anyway.
  if ((byteAt(bytes, at + 5) & 0xc0) !== 0) {
    removed.add('audio-tags');
    return;
  }
  while (frame + headerLength <= end) {
    const id = ascii(bytes, frame, idLength);
    if (!/^[A-Z0-9]+$/.test(id)) break;
    removed.add(frameKind(id));
    const frameSize =
      version === 2
        ? (byteAt(bytes, frame + 3) << 16) | (byteAt(bytes, frame + 4) << 8) | byteAt(bytes, frame + 5)
        : version === 4
          ? syncsafe(bytes, frame + 4)
          : new DataView(bytes.buffer, bytes.byteOffset + frame + 4, 4).getUint32(0);
    if (frameSize <= 0) break;
    frame += headerLength + frameSize;
  }
}

export function cleanMp3(bytes: Uint8Array): Cleaned {
  const removed = new Set<MetadataKind>();
  let start = 0;
  while (startsWith(bytes, id3, start)) {
    expectIntact(start + 10 <= bytes.length, 'truncated ID3 header');
    const size = syncsafe(bytes, start + 6);
    const footer = (byteAt(bytes, start + 5) & 0x10) !== 0 ? 10 : 0;
    const end = start + 10 + size + footer;
    expectIntact(end <= bytes.length, 'the ID3 tag runs past the file');
    readId3v2(bytes, start, size, removed);
    start = end;
  }
  let end = bytes.length;
  // Tags at the end, in any order they were appended: ID3v1 (and its extension), APEv2, an ID3v2.4 with a footer.
  for (let found = true; found && end > start;) {
    found = false;
    if (end - 128 >= start && startsWith(bytes, id3v1, end - 128)) {
      removed.add('audio-tags');
      end -= 128;
      if (end - 227 >= start && startsWith(bytes, id3v1Extended, end - 227)) end -= 227;
      found = true;
    } else if (end - 32 >= start && startsWith(bytes, ape, end - 32)) {
      const view = new DataView(bytes.buffer, bytes.byteOffset + end - 32, 32);
      const size = view.getUint32(12, true);
      const withHeader = (view.getUint32(20, true) & 0x80000000) !== 0 ? 32 : 0;
      expectIntact(size >= 32 && end - size - withHeader >= start, 'the APE tag runs past the file');
      removed.add('audio-tags');
      end -= size + withHeader;
      found = true;
    } else if (end - 10 >= start && startsWith(bytes, id3Footer, end - 10)) {
      const size = syncsafe(bytes, end - 4);
      expectIntact(end - 20 - size >= start, 'the appended ID3 tag runs past the file');
      readId3v2(bytes, end - 20 - size, size, removed);
      end -= 20 + size;
      found = true;
    }
  }
  expectIntact(end > start, 'no audio');
  return {
    // A copy: a Node Buffer's slice would be a view sharing the caller's memory.
    bytes: new Uint8Array(bytes.subarray(start, end)),
    removed: kindsInOrder(metadataKinds, removed),
    remaining: ['audio-content'],
  };
}
