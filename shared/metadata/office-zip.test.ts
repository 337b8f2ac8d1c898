import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { listZip, readZip, zipWriter } from './office-zip.js';
import { CleanError } from './outcome.js';

// The zip is read as fflate streams it: a stored entry comes as a view of the file (no copy), an
// entry not wanted is never handed over, and a directory that lies about a size is caught while
// unpacking. Written entries read back whole, a stored one from its pieces.

const photo = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 251);
const xml = strToU8('<?xml version="1.0"?><w:document>Zażółć gęślą jaźń</w:document>');

function read(zip: Uint8Array, wanted: (name: string) => boolean = () => true): Map<string, Uint8Array> {
  const entries = new Map<string, Uint8Array>();
  readZip(
    zip,
    listZip(zip, () => {}),
    wanted,
    (name, data) => entries.set(name, data),
  );
  return entries;
}

const reason = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof CleanError ? error.reason : String(error);
  }
  return 'no error';
};

/** `zip` with the unpacked size its central directory gives its first entry changed to `size`. */
function withListedSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const directoryAt = view.getUint32(copy.length - 22 + 16, true);
  view.setUint32(directoryAt + 24, size, true);
  return copy;
}

describe('readZip', () => {
  const zip = zipSync({ 'word/document.xml': xml, 'word/media/image1.jpeg': [photo, { level: 0 }] });

  it('gives a stored entry as a view of the zip and a deflated one unpacked; an entry not wanted is left out', () => {
    const entries = read(zip);
    expect(entries.get('word/document.xml')).toEqual(xml);
    expect(entries.get('word/media/image1.jpeg')).toEqual(photo);
    expect(entries.get('word/media/image1.jpeg')!.buffer).toBe(zip.buffer);
    expect([...read(zip, (name) => name.endsWith('.xml')).keys()]).toEqual(['word/document.xml']);
  });

  it('reads the entries fflate’s streaming Zip writes, whose sizes follow their data (data descriptors)', () => {
    const written = zipWriter({ mtime: new Date(1980, 0, 1), os: 3 });
    written.deflated('word/document.xml', xml);
    written.stored('word/media/image1.jpeg', [photo]);
    const entries = read(written.end());
    expect(entries.get('word/document.xml')).toEqual(xml);
    expect(entries.get('word/media/image1.jpeg')).toEqual(photo);
  });

  it('takes the last entry of a name listed twice', () => {
    const written = zipWriter({ mtime: new Date(1980, 0, 1), os: 3 });
    written.deflated('word/document.xml', strToU8('first'));
    written.deflated('word/document.xml', xml);
    const zipped = written.end();
    expect(listZip(zipped, () => {})).toHaveLength(2);
    expect(read(zipped).get('word/document.xml')).toEqual(xml);
  });

  it('an entry unpacking past the size its directory gives (a zip bomb that lies) is too large', () => {
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(20_000_000) });
    expect(reason(() => read(withListedSize(bomb, 1000)))).toBe('too-large');
  });

  it('an entry shorter than listed, one the stream lacks, or a directory cut off is damaged', () => {
    expect(reason(() => read(withListedSize(zip, xml.length + 1)))).toBe('damaged');
    const renamed = zip.slice();
    renamed.set(strToU8('word/document.xmk'), 30);
    expect(reason(() => read(renamed))).toBe('damaged');
    expect(reason(() => read(zip.subarray(0, zip.length - 1)))).toBe('damaged');
  });
});

describe('zipWriter', () => {
  it('writes stored pieces, deflated parts, an empty entry and a name in UTF-8 that read back whole', () => {
    const written = zipWriter({ mtime: new Date(1980, 0, 1), os: 3 });
    written.deflated('[Content_Types].xml', xml);
    written.stored('word/media/image1.jpeg', [
      photo.subarray(0, 10),
      photo.subarray(10, 50_000),
      photo.subarray(50_000),
    ]);
    written.stored('word/media/empty.png', []);
    written.deflated('word/załącznik.xml', xml);
    const compression: Record<string, number> = {};
    const entries: Zippable = unzipSync(written.end(), {
      filter: ({ name, compression: method }) => ((compression[name] = method), true),
    });
    expect(entries).toEqual({
      '[Content_Types].xml': xml,
      'word/media/image1.jpeg': photo,
      'word/media/empty.png': new Uint8Array(0),
      'word/załącznik.xml': xml,
    });
    expect(compression).toEqual({
      '[Content_Types].xml': 8,
      'word/media/image1.jpeg': 0,
      'word/media/empty.png': 0,
      'word/załącznik.xml': 8,
    });
  });
});
