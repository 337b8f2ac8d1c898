import { deflateSync, inflateSync } from 'fflate';
import { ascii } from './bytes.js';
import { CleanError, expectIntact } from './outcome.js';

/**
 * The zip container of Office files, read and written here so that no entry is copied more than
 * it must be; fflate deflates and inflates. Reading goes by the central directory (as Word,
 * unzip and mat2 do) and gives a stored entry as a view of the zip, so a stored photo is never
 * unpacked into a copy. Writing puts everything straight into one array of the zip's final
 * size: fflate's zipSync takes every entry whole, so a cleaned photo would first be joined into
 * a copy of its own; here an entry is a list of pieces (a cleaned picture's kept segments) copied
 * once, into the zip. The bytes written are those zipSync writes for the same entries and options
 * (local headers with their sizes and checksum, no data descriptors, no extra fields).
 */

/** An entry as the zip's central directory lists it. */
export interface ZipListing {
  name: string;
  /** 0 stored, 8 deflated (any other method cannot be unpacked). */
  compression: number;
  compressedSize: number;
  /** Its length unpacked, as the directory claims it. */
  size: number;
  /** Where its local header begins. */
  headerAt: number;
}

/** A length or position at its maximum: zip64's marker, which no zip within the bounds needs. */
const zip64 = (value: number, maximum: number) => {
  if (value === maximum) throw new CleanError('too-large', 'a zip64 directory or entry: beyond the bounds');
  return value;
};

/** The entries the central directory lists, every position checked against the zip's length. */
export function listZip(bytes: Uint8Array): ZipListing[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  // The end record is the last 22 bytes, before a comment of at most 65,535.
  let end = bytes.length - 22;
  while (end >= 0 && u32(end) !== 0x06054b50) {
    expectIntact(end > 0 && bytes.length - end < 22 + 0xffff, 'no end of the zip directory');
    end--;
  }
  expectIntact(end >= 0, 'no end of the zip directory');
  const count = zip64(u16(end + 10), 0xffff);
  const directoryAt = zip64(u32(end + 16), 0xffffffff);
  const decoder = new TextDecoder();
  const entries: ZipListing[] = [];
  for (let at = directoryAt, index = 0; index < count; index++) {
    expectIntact(at + 46 <= bytes.length && u32(at) === 0x02014b50, `no directory entry at ${at}`);
    const nameAt = at + 46;
    const extraAt = nameAt + u16(at + 28);
    const next = extraAt + u16(at + 30) + u16(at + 32);
    expectIntact(next <= bytes.length, 'a directory entry runs past the zip');
    const compressedSize = zip64(u32(at + 20), 0xffffffff);
    const size = zip64(u32(at + 24), 0xffffffff);
    const headerAt = zip64(u32(at + 42), 0xffffffff);
    // A name is UTF-8 when its flag says so, else read byte for byte (as fflate reads it).
    const name =
      u16(at + 8) & 0x800 ? decoder.decode(bytes.subarray(nameAt, extraAt)) : ascii(bytes, nameAt, extraAt - nameAt);
    entries.push({ name, compression: u16(at + 10), compressedSize, size, headerAt });
    at = next;
  }
  return entries;
}

/**
 * An entry's data unpacked: a stored entry as a view of the zip (to be read, never written), a
 * deflated one into an array of the size the directory claims, which bounds it (a zip bomb stops there).
 */
export function unpackEntry(bytes: Uint8Array, entry: ZipListing): Uint8Array {
  const at = entry.headerAt;
  expectIntact(at + 30 <= bytes.length, `${entry.name} has no local header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, 30);
  expectIntact(view.getUint32(0, true) === 0x04034b50, `${entry.name} has no local header`);
  const dataAt = at + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  expectIntact(dataAt + entry.compressedSize <= bytes.length, `${entry.name} runs past the zip`);
  const data = bytes.subarray(dataAt, dataAt + entry.compressedSize);
  if (entry.compression === 0) {
    expectIntact(entry.size === entry.compressedSize, `${entry.name} is stored with two lengths`);
    return data;
  }
  expectIntact(entry.compression === 8, `${entry.name} is compressed by method ${entry.compression}`);
  return inflateSync(data, { out: new Uint8Array(entry.size) });
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  compression: 0 | 8;
  /** The CRC-32 and length of the data unpacked. */
  crc: number;
  size: number;
  /** The data as written into the zip, in pieces. */
  pieces: readonly Uint8Array[];
}

export interface ZipOptions {
  /** Every entry's modification time. */
  mtime: Date;
  /** Every entry's system of origin (3: Unix). */
  os: number;
}

/**
 * The CRC-32 table in 16-bit halves: every value the loop holds then stays a small integer, which
 * the engine keeps unboxed even before it optimises the loop (with a 32-bit value, a browser's
 * first pass over a photo allocated a number per byte, megabytes of garbage at the peak).
 */
const crcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});
const crcLow = Uint16Array.from(crcTable, (crc) => crc & 0xffff);
const crcHigh = Uint16Array.from(crcTable, (crc) => crc >>> 16);

/** The zip format's CRC-32 of the pieces in order. */
export function crc32(pieces: readonly Uint8Array[]): number {
  let low = 0xffff;
  let high = 0xffff;
  for (const piece of pieces) {
    for (let index = 0; index < piece.length; index++) {
      const entry = (low ^ piece[index]!) & 0xff;
      low = crcLow[entry]! ^ ((high & 0xff) << 8) ^ (low >>> 8);
      high = crcHigh[entry]! ^ (high >>> 8);
    }
  }
  return ~((high << 16) | low) >>> 0;
}

const length = (pieces: readonly Uint8Array[]) => pieces.reduce((sum, piece) => sum + piece.length, 0);

/** An entry stored as it is (a picture: it is compressed already). */
export const storedEntry = (name: string, pieces: readonly Uint8Array[]): ZipEntry => ({
  name,
  compression: 0,
  crc: crc32(pieces),
  size: length(pieces),
  pieces,
});

/** An entry deflated at `level`. */
export const deflatedEntry = (name: string, data: Uint8Array, level: 6): ZipEntry => ({
  name,
  compression: 8,
  crc: crc32([data]),
  size: data.length,
  pieces: [deflateSync(data, { level })],
});

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_OF_DIRECTORY = 22;
const VERSION = 20;
const UTF8_NAME = 0x800;

/** An MS-DOS date and time (two-second steps, local time), as the zip format records it. */
function dosTime(date: Date): number {
  const year = date.getFullYear() - 1980;
  if (year < 0 || year > 119) throw new RangeError('a zip date is between 1980 and 2099');
  return (
    ((year << 25) |
      ((date.getMonth() + 1) << 21) |
      (date.getDate() << 16) |
      (date.getHours() << 11) |
      (date.getMinutes() << 5) |
      (date.getSeconds() >> 1)) >>>
    0
  );
}

export function writeZip(entries: readonly ZipEntry[], { mtime, os }: ZipOptions): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const names = entries.map(({ name }) => encoder.encode(name));
  let localBytes = 0;
  let centralBytes = 0;
  entries.forEach((entry, index) => {
    localBytes += LOCAL_HEADER + names[index]!.length + length(entry.pieces);
    centralBytes += CENTRAL_HEADER + names[index]!.length;
  });
  if (entries.length > 0xffff || localBytes + centralBytes > 0xffffffff)
    throw new RangeError('the zip would need zip64, which an Office file within the bounds never does');
  const out = new Uint8Array(localBytes + centralBytes + END_OF_DIRECTORY);
  const view = new DataView(out.buffer);
  const time = dosTime(mtime);
  let at = 0;
  let centralAt = localBytes;
  entries.forEach((entry, index) => {
    const name = names[index]!;
    const compressedSize = length(entry.pieces);
    // The fields a local header holds from its 4th byte and the central one from its 6th.
    const writeCommon = (from: number) => {
      view.setUint16(from, VERSION, true);
      view.setUint16(from + 2, name.length === entry.name.length ? 0 : UTF8_NAME, true);
      view.setUint16(from + 4, entry.compression, true);
      view.setUint32(from + 6, time, true);
      view.setUint32(from + 10, entry.crc, true);
      view.setUint32(from + 14, compressedSize, true);
      view.setUint32(from + 18, entry.size, true);
      view.setUint16(from + 22, name.length, true);
    };
    view.setUint32(at, 0x04034b50, true);
    writeCommon(at + 4);
    out.set(name, at + LOCAL_HEADER);
    view.setUint32(centralAt, 0x02014b50, true);
    view.setUint16(centralAt + 4, (os << 8) | VERSION, true);
    writeCommon(centralAt + 6);
    view.setUint32(centralAt + 42, at, true);
    out.set(name, centralAt + CENTRAL_HEADER);
    let dataAt = at + LOCAL_HEADER + name.length;
    for (const piece of entry.pieces) {
      out.set(piece, dataAt);
      dataAt += piece.length;
    }
    at = dataAt;
    centralAt += CENTRAL_HEADER + name.length;
  });
  view.setUint32(centralAt, 0x06054b50, true);
  view.setUint16(centralAt + 8, entries.length, true);
  view.setUint16(centralAt + 10, entries.length, true);
  view.setUint32(centralAt + 12, centralBytes, true);
  view.setUint32(centralAt + 16, localBytes, true);
  return out;
}
