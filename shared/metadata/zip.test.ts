import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CleanError } from './outcome.js';
import { crc32, deflatedEntry, listZip, storedEntry, unpackEntry, writeZip } from './zip.js';

// The zip the Office cleaner writes entry by entry from pieces is, byte for byte, the zip fflate's
// zipSync writes for the same entries: the container unzip, Word and mat2 read did not change.
// Reading gives a stored entry in place (no copy), and a directory that lies is refused.

const mtime = new Date(1980, 0, 1, 0, 0, 0);
const os = 3;
const photo = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 251);
const xml = strToU8('<?xml version="1.0"?><w:document>Zażółć gęślą jaźń</w:document>');

describe('writeZip', () => {
  it('writes the bytes zipSync writes: stored pieces, deflated parts, an empty entry and a name in UTF-8', () => {
    const written = writeZip(
      [
        deflatedEntry('[Content_Types].xml', xml, 6),
        storedEntry('word/media/image1.jpeg', [
          photo.subarray(0, 10),
          photo.subarray(10, 50_000),
          photo.subarray(50_000),
        ]),
        storedEntry('word/media/empty.png', []),
        deflatedEntry('word/załącznik.xml', xml, 6),
      ],
      { mtime, os },
    );
    const expected = zipSync(
      {
        '[Content_Types].xml': [xml, { level: 6 }],
        'word/media/image1.jpeg': [photo, { level: 0 }],
        'word/media/empty.png': [new Uint8Array(0), { level: 0 }],
        'word/załącznik.xml': [xml, { level: 6 }],
      },
      { mtime, os },
    );
    expect(Buffer.from(written).equals(Buffer.from(expected))).toBe(true);
    expect(unzipSync(written)['word/media/image1.jpeg']).toEqual(photo);
  });

  it('the CRC-32 is the zip format’s, over the pieces in order', () => {
    expect(crc32([strToU8('123456789')]).toString(16)).toBe('cbf43926');
    expect(crc32([strToU8('1234'), strToU8(''), strToU8('56789')])).toBe(0xcbf43926);
    expect(crc32([])).toBe(0);
  });
});

describe('listZip and unpackEntry', () => {
  const zip = zipSync({ 'word/document.xml': xml, 'word/media/image1.jpeg': [photo, { level: 0 }] });
  const reason = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      return error instanceof CleanError ? error.reason : String(error);
    }
    return 'no error';
  };

  it('lists the directory; a stored entry is read in place, a deflated one unpacked', () => {
    const [document, image] = listZip(zip);
    expect(document).toMatchObject({ name: 'word/document.xml', compression: 8, size: xml.length });
    expect(image).toMatchObject({ name: 'word/media/image1.jpeg', compression: 0, size: photo.length });
    expect(unpackEntry(zip, document!)).toEqual(xml);
    const stored = unpackEntry(zip, image!);
    expect(stored).toEqual(photo);
    expect(stored.buffer).toBe(zip.buffer);
  });

  it('a directory pointing past the zip, an entry without its local header or of another method is damaged', () => {
    const moved = zip.slice();
    const end = moved.length - 22;
    new DataView(moved.buffer).setUint32(end + 16, moved.length - 10, true);
    expect(reason(() => listZip(moved))).toBe('damaged');
    const [document] = listZip(zip);
    expect(reason(() => unpackEntry(zip, { ...document!, headerAt: 4 }))).toBe('damaged');
    expect(reason(() => unpackEntry(zip, { ...document!, compression: 12 }))).toBe('damaged');
    expect(reason(() => listZip(zip.subarray(0, zip.length - 1)))).toBe('damaged');
  });

  it('a zip64 marker (a length at its maximum) is beyond the bounds', () => {
    const marked = zip.slice();
    const view = new DataView(marked.buffer);
    const directoryAt = view.getUint32(marked.length - 22 + 16, true);
    view.setUint32(directoryAt + 24, 0xffffffff, true);
    expect(reason(() => listZip(marked))).toBe('too-large');
  });
});
