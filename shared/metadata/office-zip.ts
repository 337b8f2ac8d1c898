import { inflateSync, Unzip, UnzipPassThrough, unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { concat } from './bytes.js';
import { CleanError, expectIntact } from './outcome.js';

/**
 * An Office file's zip read and written by fflate's streaming classes, so that no entry is copied
 * more than it must be. The zip is pushed whole into `Unzip` once: a stored entry (a photo, as
 * Word stores one) comes out as a view of the file, never unpacked into a copy, and an entry not
 * wanted is never unpacked at all. `Zip` emits a stored entry's pieces (a cleaned photo's kept
 * segments, views of the file) as they are, so the zip joined at the end is the only copy.
 */

/** An entry as the zip's central directory lists it (fflate reads it; nothing is unpacked). */
export interface ZipListing {
  name: string;
  /** Its length unpacked, as the directory claims it. */
  size: number;
}

/** `work` done, fflate's errors (a zip it cannot read) thrown as the file being damaged. */
function readingZip<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof CleanError) throw error;
    throw new CleanError('damaged', error instanceof Error ? error.message : String(error));
  }
}

/** The entries the central directory lists, in order; `check` sees each as it is read and may throw. */
export function listZip(bytes: Uint8Array, check: (listed: readonly ZipListing[]) => void): ZipListing[] {
  const listed: ZipListing[] = [];
  readingZip(() =>
    unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        listed.push({ name, size: originalSize });
        check(listed);
        return false;
      },
    }),
  );
  return listed;
}

/**
 * A deflated entry's data handed over as it is in the zip (a view of the file), for `inflateSync`
 * to unpack into one array of the size the directory claims. `Unzip`'s own `UnzipInflate` streams,
 * and each step of fflate's streaming inflate leaves new buffers for the collector: about ten
 * times a deflated photo's size at the peak.
 */
class DeflatedPassThrough extends UnzipPassThrough {
  static override compression = 8;
}

/**
 * Each wanted entry of `listed` unpacked and handed to `onEntry` in the zip's order: a stored one
 * as a view of `bytes` (to be read, never written), a deflated one into an array of the size the
 * directory claims. An entry that unpacks past that size is 'too-large' (a zip bomb's output goes
 * no further than that array, though fflate reads its stream to the end); one shorter, or one the
 * directory lists but the stream never gave, is 'damaged'. A name listed twice counts once, its
 * last entry.
 */
export function readZip(
  bytes: Uint8Array,
  listed: readonly ZipListing[],
  wanted: (name: string) => boolean,
  onEntry: (name: string, data: Uint8Array) => void,
): void {
  const left = new Map<string, number>();
  for (const { name } of listed) left.set(name, (left.get(name) ?? 0) + 1);
  const sizes = new Map(listed.map(({ name, size }) => [name, size]));
  const pending = new Set([...sizes.keys()].filter(wanted));
  const unzip = new Unzip((file) => {
    const { name } = file;
    const entriesLeft = left.get(name);
    // Not in the directory: Word would not see it either.
    if (entriesLeft === undefined) return;
    left.set(name, entriesLeft - 1);
    // An earlier entry of a name listed twice, or one not wanted: never unpacked.
    if (entriesLeft > 1 || !pending.has(name)) return;
    const size = sizes.get(name)!;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      chunks.push(chunk);
      if (!final) return;
      // The zip pushed whole gives an entry's data as one view of it.
      const data = chunks.length === 1 ? chunks[0]! : concat(chunks);
      // One byte more than claimed: an entry unpacking past its size fills it.
      const unpacked = file.compression === 8 ? inflateSync(data, { out: new Uint8Array(size + 1) }) : data;
      if (unpacked.length > size) throw new CleanError('too-large', `${name} unpacks past its listed ${size} bytes`);
      expectIntact(unpacked.length === size, `${name} unpacks to ${unpacked.length} of its listed ${size} bytes`);
      pending.delete(name);
      onEntry(name, unpacked);
    };
    file.start();
  });
  unzip.register(DeflatedPassThrough);
  readingZip(() => unzip.push(bytes, true));
  expectIntact(pending.size === 0, `the zip's stream lacks ${[...pending].join(', ')}`);
}

export interface ZipOptions {
  /** Every entry's modification time. */
  mtime: Date;
  /** Every entry's system of origin (3: Unix). */
  os: number;
}

/** A zip written entry by entry with fflate's `Zip`, joined into one array at the end. */
export function zipWriter({ mtime, os }: ZipOptions) {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const add = (entry: ZipPassThrough | ZipDeflate, pieces: readonly Uint8Array[]) => {
    entry.mtime = mtime;
    entry.os = os;
    zip.add(entry);
    if (pieces.length === 0) entry.push(new Uint8Array(0), true);
    pieces.forEach((piece, index) => entry.push(piece, index === pieces.length - 1));
  };
  return {
    /** An entry stored as it is (a picture: it is compressed already), its pieces in order. */
    stored: (name: string, pieces: readonly Uint8Array[]) => add(new ZipPassThrough(name), pieces),
    /** An entry deflated at level 6. */
    deflated: (name: string, data: Uint8Array) => add(new ZipDeflate(name, { level: 6 }), [data]),
    /** The zip, its directory written. */
    end: (): Uint8Array<ArrayBuffer> => {
      zip.end();
      return concat(chunks);
    },
  };
}
