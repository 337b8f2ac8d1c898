import { asciiBytes, byteAt, concat, startsWith } from './bytes.js';
import { orientationOnlyTiff, readExif } from './exif.js';
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
 * A JPEG cleaned losslessly, by segments: the compressed picture is copied as it is, and every
 * segment that can carry identifying data is dropped (EXIF with GPS, maker notes and thumbnail,
 * XMP, IPTC/Photoshop, comments, other applications' blocks, anything after the end of the
 * picture such as a phone's appended preview images). Kept: the JFIF header without its
 * thumbnail, the ICC colour profile and Adobe's colour-transform marker (the picture's colours
 * depend on them), and the Orientation as a new EXIF block holding nothing else.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP13 = 0xed;
const APP14 = 0xee;
const COM = 0xfe;

const exifId = asciiBytes('Exif\0\0');
const xmpIds = [asciiBytes('http://ns.adobe.com/xap/1.0/\0'), asciiBytes('http://ns.adobe.com/xmp/extension/\0')];
const jfifId = asciiBytes('JFIF\0');
const iccId = asciiBytes('ICC_PROFILE\0');
const adobeId = asciiBytes('Adobe');

const segment = (marker: number, body: Uint8Array): Uint8Array =>
  concat([Uint8Array.of(0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff), body]);

/** Markers with no length that may stand alone: restart markers, TEM and fill bytes. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

export const cleanJpeg = (bytes: Uint8Array): Cleaned => joined(cleanJpegPieces(bytes));

/** The JPEG cleaned, as the kept segments (views of `bytes`) and the few new ones, not yet joined. */
export function cleanJpegPieces(bytes: Uint8Array): CleanedPieces {
  expectIntact(bytes[0] === 0xff && bytes[1] === SOI, 'not a JPEG');
  const kept: Uint8Array[] = [Uint8Array.of(0xff, SOI)];
  const removed = new Set<MetadataKind>();
  let orientation: number | undefined;
  let exifAt = 1; // where the Orientation block goes: after SOI and the JFIF header
  let at = 2;
  let ended = false;
  while (at < bytes.length) {
    expectIntact(bytes[at] === 0xff, `no marker at ${at}`);
    let marker = bytes[at + 1];
    // Fill bytes before a marker.
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1];
    expectIntact(marker !== undefined, 'truncated marker');
    if (marker === EOI) {
      kept.push(Uint8Array.of(0xff, EOI));
      ended = true;
      break;
    }
    if (standalone(marker) || marker === SOI) {
      at += 2;
      continue;
    }
    expectIntact(at + 4 <= bytes.length, 'truncated segment header');
    const length = (byteAt(bytes, at + 2) << 8) | byteAt(bytes, at + 3);
    const end = at + 2 + length;
    expectIntact(length >= 2 && end <= bytes.length, `segment length ${length} at ${at} runs past the file`);
    const body = bytes.subarray(at + 4, end);
    if (marker === SOS) {
      // The entropy-coded data runs to the next marker that is neither stuffing nor a restart.
      // (indexOf finds each 0xFF natively: the scan is most of the file.)
      let scan = bytes.indexOf(0xff, end);
      while (scan >= 0 && scan + 1 < bytes.length) {
        const next = byteAt(bytes, scan + 1);
        if (next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        scan = bytes.indexOf(0xff, scan + 1);
      }
      expectIntact(scan >= 0, 'the picture data ends without an end marker');
      expectIntact(scan + 1 < bytes.length, 'the picture data ends without an end marker');
      kept.push(bytes.subarray(at, scan));
      at = scan;
      continue;
    }
    if (marker === APP0 && startsWith(body, jfifId) && body.length >= 14) {
      // The JFIF header, its thumbnail (width and height at 12 and 13) dropped.
      if (body[12] !== 0 || body[13] !== 0) removed.add('thumbnail');
      // A copy: a Node Buffer's slice would be a view, and zeroing it would change the caller's file.
      const header = new Uint8Array(body.subarray(0, 14));
      header[12] = 0;
      header[13] = 0;
      kept.push(segment(APP0, header));
      exifAt = kept.length;
    } else if (marker === APP1 && startsWith(body, exifId)) {
      const findings = readExif(body.subarray(exifId.length));
      for (const kind of findings.kinds) removed.add(kind);
      orientation ??= findings.orientation;
    } else if (marker === APP1 && xmpIds.some((id) => startsWith(body, id))) {
      removed.add('xmp');
    } else if (marker === APP13) {
      removed.add('iptc');
    } else if (marker === COM) {
      removed.add('comments');
    } else if ((marker === APP2 && startsWith(body, iccId)) || (marker === APP14 && startsWith(body, adobeId))) {
      kept.push(bytes.subarray(at, end));
    } else if (marker >= APP0 && marker <= 0xef) {
      // Any other application's block: JFXX thumbnails, MPF preview images, maker data, C2PA.
      removed.add(marker === APP0 ? 'thumbnail' : 'other-metadata');
    } else {
      // Tables, frame headers and the rest of the picture's structure.
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  expectIntact(ended, 'the file ends before the end of the picture');
  if (at + 2 < bytes.length) removed.add('other-metadata');
  if (orientation !== undefined && orientation !== 1) {
    kept.splice(exifAt, 0, segment(APP1, concat([Uint8Array.from(exifId), orientationOnlyTiff(orientation)])));
  }
  return { pieces: kept, removed: kindsInOrder(metadataKinds, removed), remaining: ['image-content'] };
}
