import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { metadataCleaningLimits } from '../domain/files.js';
import { cleanFile } from './clean-file.js';
import { detectFormat } from './detect.js';
import { orientationOnlyTiff } from './exif.js';

// The dispatcher by bytes, and bad input: every malformed or hostile file comes back as a typed
// outcome within a bound, never an exception and never a hang. Real files with real metadata
// are cleaned in tests/unit/metadata-cleaning.test.ts.

const jpegStart = [0xff, 0xd8];
const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
/** A JPEG's structure around a tiny scan (the filter reads segments, not pixels). */
const jpeg = (...segments: number[][]) =>
  Uint8Array.from([
    ...jpegStart,
    ...segments.flat(),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    0x12,
    0xff,
    0x00,
    0x34,
    0xff,
    0xd0,
    0x56,
    0xff,
    0xd9,
  ]);

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  expect(performance.now() - started).toBeLessThan(5_000);
  return result;
}

const minimalDocx = (extra: Zippable = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'word/document.xml': strToU8(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    ),
    ...extra,
  });

describe('cleanFile: what a file is, by its bytes', () => {
  it('plain text and CSV have nothing to clean', async () => {
    expect(await cleanFile(strToU8('imię;kwota\nAnna;12\n'))).toEqual({ status: 'nothing-to-clean', format: 'text' });
  });

  it('archives, legacy Office files and unknown bytes cannot be cleaned in the browser', async () => {
    expect(await cleanFile(zipSync({ 'a.txt': strToU8('a') }))).toEqual({ status: 'cannot-clean', format: 'archive' });
    expect(await cleanFile(Uint8Array.of(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4))).toEqual({
      status: 'cannot-clean',
      format: 'archive',
    });
    expect(await cleanFile(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toEqual({
      status: 'cannot-clean',
      format: 'legacy-office',
    });
    expect(await cleanFile(Uint8Array.of(0, 1, 2, 3))).toEqual({ status: 'cannot-clean', format: 'unknown' });
    // Another RIFF form than WAVE (here WebP) is not a recording.
    expect(await cleanFile(Uint8Array.of(...strToU8('RIFF'), 4, 0, 0, 0, ...strToU8('WEBP')))).toEqual({
      status: 'cannot-clean',
      format: 'unknown',
    });
  });

  it('a WAV chunk that runs past the file, or a WAV without sound, is damaged', async () => {
    const chunk = (id: string, size: number, body: number[] = []) => [
      ...strToU8(id),
      size & 0xff,
      (size >>> 8) & 0xff,
      (size >>> 16) & 0xff,
      size >>> 24,
      ...body,
    ];
    const wav = (...chunks: number[][]) =>
      Uint8Array.from(chunk('RIFF', 4 + chunks.flat().length, [...strToU8('WAVE'), ...chunks.flat()]));
    for (const broken of [
      wav(chunk('fmt ', 16, Array(16).fill(0)), chunk('data', 0xffffff00, [1, 2])),
      wav(chunk('LIST', 4, [...strToU8('INFO')])),
    ])
      expect(await cleanFile(broken)).toEqual({ status: 'failed', format: 'wav', reason: 'damaged' });
  });

  it('WebM (any EBML file), Ogg and WAV are recognised by their first bytes', () => {
    expect(detectFormat(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81))).toBe('webm');
    expect(detectFormat(Uint8Array.of(...strToU8('OggS'), 0, 2))).toBe('ogg');
    expect(detectFormat(Uint8Array.of(...strToU8('RIFF'), 4, 0, 0, 0, ...strToU8('WAVE')))).toBe('wav');
  });

  it('an MPEG-4 file is one by its brand: M4A is cleaned, a HEIF image (also an ftyp box) is not', () => {
    const ftyp = (brand: string) =>
      Uint8Array.of(0, 0, 0, 0x14, ...strToU8(`ftyp${brand}`), 0, 0, 0, 0, ...strToU8(brand));
    expect(detectFormat(ftyp('M4A '))).toBe('mp4');
    expect(detectFormat(ftyp('isom'))).toBe('mp4');
    expect(detectFormat(ftyp('heic'))).toBe('unknown');
  });

  it('an M4A whose box claims more than the file, or less than its own header, is damaged', async () => {
    const ftyp = Uint8Array.of(0, 0, 0, 0x10, ...strToU8('ftypM4A '), 0, 0, 0, 0);
    const box = (size: number, type: string, body: number[] = []) =>
      Uint8Array.of(size >>> 24, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff, ...strToU8(type), ...body);
    for (const broken of [box(0x100, 'moov'), box(4, 'moov'), Uint8Array.of(0, 0, 0)]) {
      const file = new Uint8Array([...ftyp, ...broken]);
      expect(await cleanFile(file)).toEqual({ status: 'failed', format: 'mp4', reason: 'damaged' });
    }
  });

  it('an M4A’s boxes nested past the bound are damaged, not followed', async () => {
    const ftyp = [0, 0, 0, 0x10, ...strToU8('ftypM4A '), 0, 0, 0, 0];
    let nested: number[] = [0, 0, 0, 8, ...strToU8('free')];
    for (let depth = 0; depth < 40; depth++) {
      const size = nested.length + 8;
      nested = [size >>> 24, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff, ...strToU8('moov'), ...nested];
    }
    expect(await cleanFile(Uint8Array.from([...ftyp, ...nested]))).toEqual({
      status: 'failed',
      format: 'mp4',
      reason: 'damaged',
    });
  });

  it('a JPEG: segments that identify are dropped, the picture and Orientation kept, trailing images cut', async () => {
    const exif = [
      ...strToU8('Exif\0\0'),
      0x4d,
      0x4d,
      0,
      0x2a,
      0,
      0,
      0,
      8,
      0,
      2,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      6,
      0,
      0,
      0x88,
      0x25,
      0,
      4,
      0,
      0,
      0,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ];
    const file = [
      ...jpeg(segment(0xe1, exif), segment(0xfe, [...strToU8('Jan')]), segment(0xdb, [0, 1, 2])),
      ...strToU8('MPF trailing preview'),
    ];
    const outcome = await cleanFile(Uint8Array.from(file));
    expect(outcome).toMatchObject({
      status: 'cleaned',
      format: 'jpeg',
      removed: ['gps', 'comments', 'other-metadata'],
    });
    if (outcome.status !== 'cleaned') return;
    const orientationOnly = segment(0xe1, [...strToU8('Exif\0\0'), ...orientationOnlyTiff(6)]);
    expect(Array.from(outcome.bytes)).toEqual(Array.from(jpeg(orientationOnly, segment(0xdb, [0, 1, 2]))));
  });

  it('a JPEG given as a Node Buffer (as the e-mail channel cleans it) loses its JFIF thumbnail in the copy only', async () => {
    const jfifWithThumbnail = [...strToU8('JFIF\0'), 1, 2, 0, 0, 1, 0, 1, 1, 1, 0xaa, 0xbb, 0xcc];
    const input = Buffer.from(jpeg(segment(0xe0, jfifWithThumbnail)));
    const before = Buffer.from(input);
    const outcome = await cleanFile(input);
    expect(outcome).toMatchObject({ status: 'cleaned', format: 'jpeg', removed: ['thumbnail'] });
    expect(input.equals(before)).toBe(true);
    if (outcome.status !== 'cleaned') return;
    const jfifAlone = [...jfifWithThumbnail.slice(0, 12), 0, 0];
    expect(Array.from(outcome.bytes)).toEqual(Array.from(jpeg(segment(0xe0, jfifAlone))));
  });

  it('a DOCX’s photo is cleaned alike whether the zip stored or deflated it, and is stored in the cleaned zip', async () => {
    const photo = jpeg(segment(0xfe, [...strToU8('Jan Kowalski')]), segment(0xdb, [0, 1, 2]));
    const cleanedPhoto = jpeg(segment(0xdb, [0, 1, 2]));
    for (const level of [0, 9] as const) {
      const outcome = await cleanFile(minimalDocx({ 'word/media/image1.jpeg': [photo, { level }] }));
      expect(outcome, `level ${level}`).toMatchObject({ status: 'cleaned', format: 'docx', removed: ['comments'] });
      if (outcome.status !== 'cleaned') continue;
      const stored: Record<string, number> = {};
      const entries = unzipSync(outcome.bytes, {
        filter: ({ name, compression }) => ((stored[name] = compression), true),
      });
      expect(Array.from(entries['word/media/image1.jpeg']!), `level ${level}`).toEqual(Array.from(cleanedPhoto));
      expect(stored).toEqual({ '[Content_Types].xml': 8, 'word/document.xml': 8, 'word/media/image1.jpeg': 0 });
    }
  });
});

describe('cleanFile: bad input is answered, within a bound', () => {
  it('a JPEG segment length that runs past the file, or that would loop (0 or 1), is damaged', async () => {
    expect(await timed(() => cleanFile(Uint8Array.of(...jpegStart, 0xff, 0xe1, 0xff, 0xff, 1, 2, 3)))).toEqual({
      status: 'failed',
      format: 'jpeg',
      reason: 'damaged',
    });
    for (const length of [0, 1]) {
      expect(
        await timed(() => cleanFile(Uint8Array.of(...jpegStart, 0xff, 0xe1, 0, length, 0xff, 0xd9))),
      ).toMatchObject({ status: 'failed', reason: 'damaged' });
    }
  });

  it('a JPEG cut off in the middle of the picture is damaged', async () => {
    const whole = jpeg();
    expect(await cleanFile(whole.subarray(0, whole.length - 4))).toMatchObject({
      status: 'failed',
      format: 'jpeg',
      reason: 'damaged',
    });
  });

  it('a PNG chunk longer than the file, and a PNG without its end, are damaged', async () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect(
      await cleanFile(Uint8Array.of(...signature, 0x7f, 0xff, 0xff, 0xff, ...strToU8('tEXt'), 1, 2)),
    ).toMatchObject({ status: 'failed', format: 'png', reason: 'damaged' });
    expect(await cleanFile(Uint8Array.of(...signature, 0, 0, 0, 0, ...strToU8('tIME'), 0, 0, 0, 0))).toMatchObject({
      status: 'failed',
      reason: 'damaged',
    });
  });

  it('an MP3 whose ID3 tag claims more than the file is damaged', async () => {
    expect(await cleanFile(Uint8Array.of(...strToU8('ID3'), 3, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f, 1, 2))).toMatchObject({
      status: 'failed',
      format: 'mp3',
      reason: 'damaged',
    });
  });

  it('a DOCX that unpacks past the bound (a zip bomb) is refused before unpacking', async () => {
    const megabytes = new Uint8Array(4_000_000);
    const count = Math.ceil(metadataCleaningLimits.officeUnpackedMaxBytes / megabytes.length) + 1;
    const bomb = minimalDocx(
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`word/media/zeros${i}.bin`, megabytes])),
    );
    expect(bomb.length).toBeLessThan(2_000_000);
    expect(await timed(() => cleanFile(bomb))).toEqual({ status: 'failed', format: 'docx', reason: 'too-large' });
  }, 30_000); // making the bomb deflates 150 MB

  it('a DOCX with more entries than the bound is refused', async () => {
    const many = minimalDocx(
      Object.fromEntries(
        Array.from({ length: metadataCleaningLimits.officeEntriesMax + 1 }, (_, i) => [
          `word/e${i}.xml`,
          new Uint8Array(0),
        ]),
      ),
    );
    expect(await timed(() => cleanFile(many))).toEqual({ status: 'failed', format: 'docx', reason: 'too-large' });
  }, 30_000);

  it('a zip whose directory is cut off is damaged', async () => {
    const docx = minimalDocx();
    expect(await cleanFile(docx.subarray(0, docx.length - 30))).toMatchObject({ status: 'failed', reason: 'damaged' });
  });

  it('a PDF whose cross-reference table points nowhere is still cleaned (its objects are read in order)', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.addPage();
    pdf.setAuthor('Jan Kowalski');
    const text = new TextDecoder('latin1').decode(await pdf.save({ useObjectStreams: false }));
    const broken = strToU8(
      text.replace(/startxref\s+\d+/, 'startxref 999999').replace(/\d{10} 00000 n/g, '9999999999 00000 n'),
      true,
    );
    const outcome = await timed(() => cleanFile(broken));
    expect(outcome).toMatchObject({ status: 'cleaned', format: 'pdf', removed: ['author'] });
    if (outcome.status === 'cleaned') expect(new TextDecoder('latin1').decode(outcome.bytes)).not.toContain('Kowalski');
  });

  it('bytes that start like a PDF and are not one are damaged', async () => {
    expect(
      await timed(() => cleanFile(strToU8('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n%%EOF'))),
    ).toMatchObject({ status: 'failed', format: 'pdf', reason: 'damaged' });
  });

  it('a file over the size bound is not cleaned', async () => {
    const big = new Uint8Array(metadataCleaningLimits.fileMaxBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await cleanFile(big)).toEqual({ status: 'failed', format: 'jpeg', reason: 'too-large' });
  });
});
