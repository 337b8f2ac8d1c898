import { ascii, byteAt, startsWith } from './bytes.js';
import { readExif } from './exif.js';
import {
  expectIntact,
  joined,
  kindsInOrder,
  metadataKinds,
  type Cleaned,
  type CleanedPieces,
  type MetadataKind,
} from './outcome.js';

/**
 * A PNG cleaned by chunks: text notes (tEXt, iTXt, zTXt), EXIF (eXIf), the last-modified time
 * (tIME) and any private or unknown ancillary chunk are dropped; the picture's own chunks are
 * copied as they are (their checksums stay valid). Anything after IEND is dropped.
 */

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Ancillary chunks that only describe how to show the picture. */
const keptAncillary = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'sPLT',
  'hIST',
  'cICP',
  'mDCv',
  'cLLi',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** What a text note's keyword says it holds (PNG's registered keywords and XMP). */
function textKind(keyword: string): MetadataKind {
  switch (keyword.toLowerCase()) {
    case 'author':
    case 'copyright':
      return 'author';
    case 'comment':
    case 'description':
    case 'title':
    case 'disclaimer':
    case 'warning':
      return 'comments';
    case 'software':
      return 'software';
    case 'creation time':
      return 'capture-time';
    case 'source':
      return 'device';
    case 'xml:com.adobe.xmp':
      return 'xmp';
    default:
      return 'other-metadata';
  }
}

export const cleanPng = (bytes: Uint8Array): Cleaned => joined(cleanPngPieces(bytes));

/** The PNG cleaned, as the kept chunks (views of `bytes`), not yet joined. */
export function cleanPngPieces(bytes: Uint8Array): CleanedPieces {
  expectIntact(startsWith(bytes, signature), 'not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const removed = new Set<MetadataKind>();
  let at = 8;
  let ended = false;
  while (at < bytes.length) {
    expectIntact(at + 12 <= bytes.length, 'truncated chunk header');
    const length = view.getUint32(at);
    const end = at + 12 + length;
    expectIntact(length < 0x80000000 && end <= bytes.length, `chunk length ${length} at ${at} runs past the file`);
    const type = ascii(bytes, at + 4, 4);
    const data = bytes.subarray(at + 8, at + 8 + length);
    const critical = (byteAt(bytes, at + 4) & 0x20) === 0;
    if (critical || keptAncillary.has(type)) {
      kept.push(bytes.subarray(at, end));
    } else if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') {
      const nul = data.indexOf(0);
      removed.add(textKind(ascii(data, 0, nul < 0 ? Math.min(79, data.length) : nul)));
    } else if (type === 'eXIf') {
      const findings = readExif(data);
      for (const kind of findings.kinds) removed.add(kind);
      if (findings.kinds.size === 0) removed.add('other-metadata');
    } else if (type === 'tIME') {
      removed.add('edit-times');
    } else {
      removed.add('other-metadata');
    }
    at = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  expectIntact(ended, 'the file ends before IEND');
  if (at < bytes.length) removed.add('other-metadata');
  return { pieces: kept, removed: kindsInOrder(metadataKinds, removed), remaining: ['image-content'] };
}
