import type { MetadataKind } from './outcome.js';

/**
 * Reading an EXIF block (a TIFF structure) only to say what it held and to keep the picture's
 * Orientation; the block itself is always dropped. A malformed block is read as far as it goes:
 * each directory is visited once and offsets outside the block end the walk.
 */

const tagKinds: Record<number, MetadataKind> = {
  0x010e: 'comments', // ImageDescription
  0x010f: 'device', // Make
  0x0110: 'device', // Model
  0x0131: 'software', // Software
  0x0132: 'capture-time', // DateTime
  0x013b: 'author', // Artist
  0x8298: 'author', // Copyright
  0x9003: 'capture-time', // DateTimeOriginal
  0x9004: 'capture-time', // DateTimeDigitized
  0x9010: 'capture-time', // OffsetTime
  0x9011: 'capture-time', // OffsetTimeOriginal
  0x9286: 'comments', // UserComment
  0x927c: 'device', // MakerNote
  0x9c9b: 'comments', // XPTitle
  0x9c9c: 'comments', // XPComment
  0x9c9d: 'author', // XPAuthor
  0x9c9e: 'comments', // XPKeywords
  0x9c9f: 'comments', // XPSubject
  0xa420: 'device', // ImageUniqueID
  0xa430: 'author', // CameraOwnerName
  0xa431: 'device', // BodySerialNumber
  0xa433: 'device', // LensMake
  0xa434: 'device', // LensModel
  0xa435: 'device', // LensSerialNumber
};
const ORIENTATION = 0x0112;
const EXIF_IFD = 0x8769;
const GPS_IFD = 0x8825;
const INTEROP_IFD = 0xa005;
/** Tags that only describe the structure, not the picture's history. */
const structuralTags = new Set([
  0x0100,
  0x0101,
  0x0102,
  0x0103,
  0x0106,
  0x011a,
  0x011b,
  0x0128,
  0x0213,
  0xa001,
  0xa002,
  0xa003,
  0x9000,
  0xa000,
  0x0201,
  0x0202,
  EXIF_IFD,
  GPS_IFD,
  INTEROP_IFD,
  ORIENTATION,
]);
const MAX_DIRECTORIES = 16;

export interface ExifFindings {
  kinds: Set<MetadataKind>;
  /** The Orientation value (1–8) when the block held a valid one. */
  orientation?: number;
}

/** What the TIFF structure `tiff` (starting at its byte-order mark) holds. */
export function readExif(tiff: Uint8Array): ExifFindings {
  const kinds = new Set<MetadataKind>();
  const findings: ExifFindings = { kinds };
  if (tiff.length < 8) return findings;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return findings;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const visited = new Set<number>();
  // `gps`: the GPS directory, whose tag numbers overlap IFD0's and all mean a position.
  const queue: { offset: number; first: boolean; gps: boolean }[] = [{ offset: u32(4), first: true, gps: false }];
  let directories = 0;
  while (queue.length > 0 && directories < MAX_DIRECTORIES) {
    const { offset, first, gps } = queue.shift()!;
    if (visited.has(offset) || offset < 8 || offset + 2 > tiff.length) continue;
    visited.add(offset);
    directories++;
    const count = u16(offset);
    const end = offset + 2 + count * 12;
    if (end + 4 > tiff.length) continue;
    for (let entry = offset + 2; entry < end; entry += 12) {
      const tag = u16(entry);
      const kind = gps ? 'gps' : tagKinds[tag];
      if (kind) kinds.add(kind);
      else if (tag === GPS_IFD) kinds.add('gps');
      else if (!structuralTags.has(tag)) kinds.add('camera-settings');
      if (tag === EXIF_IFD || tag === INTEROP_IFD || tag === GPS_IFD)
        queue.push({ offset: u32(entry + 8), first: false, gps: tag === GPS_IFD });
      if (first && tag === ORIENTATION && u16(entry + 2) === 3) {
        const value = u16(entry + 8);
        if (value >= 1 && value <= 8) findings.orientation = value;
      }
    }
    // IFD1 after the first directory holds the embedded thumbnail.
    if (first && u32(end) !== 0) kinds.add('thumbnail');
  }
  return findings;
}

/** A minimal TIFF structure holding only Orientation (big-endian, one directory, one entry). */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.of(
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // header, first directory at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation SHORT ×1
    0x00, 0x00, 0x00, 0x00, // no next directory
  );
}
