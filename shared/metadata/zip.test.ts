import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32, deflatedEntry, storedEntry, writeZip } from './zip.js';

// The zip the Office cleaner writes entry by entry from pieces is, byte for byte, the zip fflate's
// zipSync writes for the same entries: the container unzip, Word and mat2 read did not change.

const mtime = new Date(1980, 0, 1, 0, 0, 0);
const os = 3;
const photo = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 251);
const xml = strToU8('<?xml version="1.0"?><w:document>Zażółć gęślą jaźń</w:document>');

describe('writeZip', () => {
  it('writes the bytes zipSync writes: stored pieces, deflated parts, an empty entry and a name in UTF-8', () => {
    const written = writeZip(
      [
        deflatedEntry('[Content_Types].xml', xml, 6),
        storedEntry('word/media/image1.jpeg', [photo.subarray(0, 10), photo.subarray(10, 50_000), photo.subarray(50_000)]),
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
