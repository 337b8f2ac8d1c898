import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFile, type CleanOutcome, type MetadataKind } from '@shared/metadata/index.js';
import { allowedTags, emptiedTags, neutralZipDate, zeroedTime } from '../fixtures/metadata/allowed-tags.js';
import { betrayingValues, fixtureNames, makeFixtures, type FixtureName } from '../fixtures/metadata/make-fixtures.js';

// Files with metadata written by exiftool and the other tools that put it there (the generator),
// cleaned by the same code the browser runs, then read back by exiftool (against the allowlist),
// mat2 (a second opinion, recorded) and each format's own reader (the file still opens).

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let dir: string;
let fixtures: Record<FixtureName, string>;
const cleaned = new Map<FixtureName, { outcome: CleanOutcome; file: string }>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'metadata-'));
  fixtures = await makeFixtures(join(dir, 'made'));
  for (const name of fixtureNames) {
    const outcome = await cleanFile(readFileSync(fixtures[name]));
    const file = join(dir, `cleaned-${name}`);
    if (outcome.status === 'cleaned') writeFileSync(file, outcome.bytes);
    cleaned.set(name, { outcome, file });
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const exiftoolTags = (file: string): Record<string, unknown> =>
  (JSON.parse(run('exiftool', ['-j', '-a', '-G1', file])) as Record<string, unknown>[])[0] ?? {};

function cleanedFile(name: FixtureName, removes: MetadataKind[]): string {
  const { outcome, file } = cleaned.get(name)!;
  expect(outcome.status).toBe('cleaned');
  if (outcome.status === 'cleaned') expect(outcome.removed).toEqual(expect.arrayContaining(removes));
  return file;
}

/** Checks exiftool's reading of the cleaned file against the allowlist and returns mat2's, recorded. */
async function checkMetadata(name: FixtureName, file: string, annotate: (message: string) => Promise<unknown>) {
  const before = JSON.stringify(exiftoolTags(fixtures[name]));
  expect(before, 'the fixture carries the person it betrays').toContain('Kowalski');
  const tags = exiftoolTags(file);
  expect(Object.keys(tags).filter((tag) => !allowedTags.includes(tag))).toEqual([]);
  for (const [tag, value] of Object.entries(tags)) {
    if (tag === 'ZIP:ZipModifyDate') expect(value).toBe(neutralZipDate);
    if (/^(QuickTime|Track1):\w*Date$/.test(tag)) expect(value, tag).toBe(zeroedTime);
    if (emptiedTags.includes(tag)) expect(value, tag).toBe('');
  }
  const mat2 = run('mat2', ['--show', file]);
  await annotate(`mat2 --show:\n${mat2}`);
  for (const value of [...betrayingValues, 'Apple', 'GPS', 'date_time', 'Windows']) expect(mat2).not.toContain(value);
  return mat2;
}

/** Every entry of a cleaned Office file as text, and that each relationship and override names a part that is there. */
function checkOfficeParts(file: string): Record<string, string> {
  const entries = unzipSync(readFileSync(file));
  const texts = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
  for (const [name, text] of Object.entries(texts)) {
    if (!/\.(xml|rels)$/.test(name)) continue;
    // Python's XML parser (there with mat2) throws on XML that is not well-formed.
    execFileSync(
      'python3',
      ['-c', 'import sys, xml.dom.minidom; xml.dom.minidom.parseString(sys.stdin.buffer.read())'],
      { input: text },
    );
    for (const match of text.matchAll(/<Relationship\b[^>]*\bTarget="([^"]*)"[^>]*\/>/g)) {
      if (/TargetMode="External"/.test(match[0])) continue;
      const base = name.replace(/_rels\/[^/]*\.rels$/, '');
      const target = new URL(match[1]!, `file:///${base}`).pathname.slice(1);
      expect(entries[target], `${name} points to ${target}`).toBeDefined();
    }
    for (const match of text.matchAll(/<Override PartName="\/([^"]*)"/g))
      expect(entries[match[1]!], `override ${match[1]}`).toBeDefined();
  }
  return texts;
}

/** Every tag ffprobe reads from the container and its streams, by name. */
function ffprobeTags(file: string): Record<string, string> {
  const probe = JSON.parse(run('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file])) as {
    format: { tags?: Record<string, string> };
    streams: { tags?: Record<string, string> }[];
  };
  return Object.assign({}, probe.format.tags, ...probe.streams.map((stream) => stream.tags));
}

const duration = (file: string) =>
  run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim();

/** ffmpeg decodes the whole file (after `before`, e.g. a seek) without a single error. */
function expectDecodes(file: string, before: string[] = []) {
  const decoding = spawnSync('ffmpeg', ['-v', 'error', ...before, '-i', file, '-f', 'null', '-'], { encoding: 'utf8' });
  expect([decoding.status, decoding.stderr]).toEqual([0, '']);
}

/** An Ogg file's pages: sequence number, granule position and body. */
function oggPages(bytes: Buffer) {
  const pages: { sequence: number; granule: bigint; body: Buffer }[] = [];
  for (let at = 0; at < bytes.length;) {
    const segments = bytes[at + 26]!;
    const bodyAt = at + 27 + segments;
    const length = bytes.subarray(at + 27, bodyAt).reduce((sum, value) => sum + value, 0);
    pages.push({
      sequence: bytes.readUInt32LE(at + 18),
      granule: bytes.readBigInt64LE(at + 6),
      body: bytes.subarray(bodyAt, bodyAt + length),
    });
    at = bodyAt + length;
  }
  return pages;
}

// exiftool and mat2 start a Perl and a Python each time: seconds per file on a busy machine.
describe(
  'cleaning real files with metadata written by exiftool and the tools that write it',
  { timeout: 30_000 },
  () => {
    it('a phone photo loses GPS, the phone, its owner, times, XMP, IPTC, comment and thumbnail, keeps its turn, and still decodes', async ({
      annotate,
    }) => {
      const file = cleanedFile('photo.jpg', [
        'gps',
        'device',
        'capture-time',
        'author',
        'comments',
        'thumbnail',
        'xmp',
        'iptc',
        'software',
      ]);
      await checkMetadata('photo.jpg', file, annotate);
      expect(exiftoolTags(file)['IFD0:Orientation']).toBe('Rotate 90 CW');
      const pixels = execFileSync('djpeg', ['-pnm', file]);
      expect(pixels.subarray(0, 15).toString('ascii')).toMatch(/^P6\s+320 240\s+255/);
    });

    it('a screenshot loses its text notes, EXIF and time, and passes pngcheck', async ({ annotate }) => {
      const file = cleanedFile('screenshot.png', ['gps', 'author', 'comments', 'edit-times', 'xmp', 'software']);
      await checkMetadata('screenshot.png', file, annotate);
      expect(run('pngcheck', [file])).toMatch(/^OK: .*\(64x48, 24-bit RGB/);
    });

    it('a PDF loses its Info, XMP (also the earlier revision) and JavaScript, and pdfinfo still reads its page', async ({
      annotate,
    }) => {
      const file = cleanedFile('letter.pdf', ['author', 'software', 'xmp', 'scripts', 'document-properties']);
      await checkMetadata('letter.pdf', file, annotate);
      const info = run('pdfinfo', [file]);
      expect(info).toMatch(/^Pages:\s+1$/m);
      expect(info).toMatch(/^JavaScript:\s+no$/m);
      expect(info).toMatch(/^Metadata Stream:\s+no$/m);
      expect(readFileSync(file).toString('latin1')).not.toMatch(/Kowalski|Firma|Microsoft/);
    });

    it('a Word document loses properties, people, rsids, template path, custom XML and the photo’s GPS; authors become neutral; the zip tests whole', async ({
      annotate,
    }) => {
      const file = cleanedFile('contract.docx', [
        'author',
        'company',
        'revision-authors',
        'edit-history',
        'file-paths',
        'custom-data',
        'thumbnail',
        'printer',
        'gps',
      ]);
      await checkMetadata('contract.docx', file, annotate);
      expect(run('unzip', ['-tq', file])).toMatch(/No errors detected/);
      const texts = checkOfficeParts(file);
      for (const [name, text] of Object.entries(texts)) {
        for (const value of [...betrayingValues, 'rsid', 'w:date=', 'jkowalski'])
          expect(text, name).not.toContain(value);
      }
      expect(texts['word/document.xml']).toContain('Umowa o poufności.');
      expect(texts['word/comments.xml']).toContain('w:author="Autor"');
      expect(texts['word/comments.xml']).toContain('Sprawdzić z działem prawnym.');
      const image = join(dir, 'docx-image.jpeg');
      writeFileSync(image, unzipSync(readFileSync(file))['word/media/image1.jpeg']!);
      expect(Object.keys(exiftoolTags(image)).filter((tag) => !allowedTags.includes(tag))).toEqual([]);
    });

    it('an Excel workbook loses properties, saved path, sharing user and printer settings; the comment author becomes neutral', async ({
      annotate,
    }) => {
      const file = cleanedFile('sheet.xlsx', ['author', 'company', 'revision-authors', 'file-paths', 'printer']);
      await checkMetadata('sheet.xlsx', file, annotate);
      expect(run('unzip', ['-tq', file])).toMatch(/No errors detected/);
      const texts = checkOfficeParts(file);
      for (const [name, text] of Object.entries(texts)) {
        for (const value of [...betrayingValues, 'jkowalski', 'userName']) expect(text, name).not.toContain(value);
      }
      expect(texts['xl/comments1.xml']).toContain('<author>Autor</author>');
      expect(texts['xl/worksheets/sheet1.xml']).toContain('Kwota');
    });

    it('an MP3 loses its ID3v2 and ID3v1 tags, and lame still decodes a second of audio', async ({ annotate }) => {
      const file = cleanedFile('voice.mp3', ['author', 'comments', 'software', 'capture-time', 'audio-tags']);
      await checkMetadata('voice.mp3', file, annotate);
      const wav = join(dir, 'decoded.wav');
      execFileSync('lame', ['--quiet', '--decode', file, wav]);
      expect(readFileSync(wav).length).toBeGreaterThan(8000 * 2);
    });

    it('a phone’s voice memo (M4A) loses place, phone, times, tags, user data, XMP and the muxer’s name; every box stays where it was, and ffmpeg still decodes it', async ({
      annotate,
    }) => {
      const file = cleanedFile('memo.m4a', ['gps', 'device', 'capture-time', 'author', 'comments', 'software', 'xmp']);
      const before = exiftoolTags(fixtures['memo.m4a']);
      expect(before).toHaveProperty('Keys:GPSCoordinates');
      await checkMetadata('memo.m4a', file, annotate);
      const after = exiftoolTags(file);
      // Emptied in place: the audio has not moved, so the index into it still holds.
      expect(readFileSync(file).length).toBe(readFileSync(fixtures['memo.m4a']).length);
      expect(after['QuickTime:MediaDataOffset']).toBe(before['QuickTime:MediaDataOffset']);
      expect(readFileSync(file).toString('latin1')).not.toMatch(/Kowalski|iPhone|Apple|Lavf|SoundHandler|xmpmeta/);
      const wav = join(dir, 'decoded-memo.wav');
      const decoding = spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', file, wav], { encoding: 'utf8' });
      expect([decoding.status, decoding.stderr]).toEqual([0, '']);
      expect(readFileSync(wav).length).toBeGreaterThan(8000 * 2);
    });

    it('a WebM voice note loses its tags, place, date, title and the muxer’s name; nothing moves, ffprobe finds no tag and ffmpeg decodes and seeks it', async ({
      annotate,
    }) => {
      const file = cleanedFile('voice.webm', ['gps', 'capture-time', 'author', 'comments', 'software']);
      const mat2 = await checkMetadata('voice.webm', file, annotate);
      expect(mat2).toMatch(/not supported/);
      // Voided in place: the SeekHead's and Cues' positions still hold.
      expect(readFileSync(file).length).toBe(readFileSync(fixtures['voice.webm']).length);
      expect(readFileSync(file).toString('latin1')).not.toMatch(/Kowalski|Firma|Lavf|Lavc|2026/);
      expect(ffprobeTags(file)).toEqual({ encoder: '' });
      expectDecodes(file);
      expectDecodes(file, ['-ss', '0.5']);
      expect(duration(file)).toBe(duration(fixtures['voice.webm']));
    });

    it('a browser’s live recording (unknown-size Segment and Clusters) is cleaned in its header and its Clusters are copied byte for byte', async ({
      annotate,
    }) => {
      const file = cleanedFile('recorder.webm', ['gps', 'capture-time', 'author', 'comments', 'software']);
      await checkMetadata('recorder.webm', file, annotate);
      const before = readFileSync(fixtures['recorder.webm']);
      const after = readFileSync(file);
      const firstCluster = before.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
      expect(firstCluster).toBeGreaterThan(0);
      // The Segment's and the Clusters' sizes are "unknown" (all ones), as a browser writes them.
      expect(before.subarray(firstCluster + 4, firstCluster + 6)).toEqual(Buffer.from([0x7f, 0xff]));
      expect(after.subarray(firstCluster).equals(before.subarray(firstCluster))).toBe(true);
      expect(after.subarray(0, firstCluster).toString('latin1')).not.toMatch(/Kowalski|Firma|Chrome|Lavf|Lavc/);
      expect(ffprobeTags(file)).toEqual({ encoder: '' });
      expectDecodes(file);
    });

    it('a Matroska interview loses its attached photo, chapter names and track name as well as its tags, and still decodes', async ({
      annotate,
    }) => {
      const file = cleanedFile('interview.mka', ['gps', 'capture-time', 'author', 'comments', 'thumbnail', 'software']);
      const before = exiftoolTags(fixtures['interview.mka']);
      expect(before).toHaveProperty('Matroska:AttachedFileName');
      expect(before).toHaveProperty('Chapter1:ChapterString');
      expect(before).toHaveProperty('Track1:TrackName');
      await checkMetadata('interview.mka', file, annotate);
      // The attached JPEG's start of image is gone with it.
      expect(readFileSync(file).includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(ffprobeTags(file)).toEqual({ encoder: '' });
      expectDecodes(file);
    });

    it('an Ogg Opus note loses its vendor, comments and cover art; its comment header shrinks from two pages to one, later pages are renumbered with valid checksums, and ffmpeg decodes it whole', async ({
      annotate,
    }) => {
      const file = cleanedFile('voice.opus', ['gps', 'capture-time', 'author', 'comments', 'thumbnail', 'software']);
      await checkMetadata('voice.opus', file, annotate);
      const before = oggPages(readFileSync(fixtures['voice.opus']));
      const after = oggPages(readFileSync(file));
      expect(before.map((page) => page.sequence)).toEqual(before.map((_, index) => index));
      expect(after.length).toBe(before.length - 1);
      expect(after.map((page) => page.sequence)).toEqual(after.map((_, index) => index));
      // The audio pages carry the same audio at the same positions in time.
      expect(after.slice(2).map((page) => [page.granule, page.body])).toEqual(
        before.slice(3).map((page) => [page.granule, page.body]),
      );
      expect(ffprobeTags(file)).toEqual({});
      expectDecodes(file);
      expect(duration(file)).toBe(duration(fixtures['voice.opus']));
    });

    it('an Ogg Vorbis note loses its vendor and comments, keeps its setup header, and ffmpeg decodes it whole', async ({
      annotate,
    }) => {
      const file = cleanedFile('voice.ogg', ['gps', 'capture-time', 'author', 'comments', 'software']);
      await checkMetadata('voice.ogg', file, annotate);
      expect(readFileSync(file).toString('latin1')).not.toMatch(/Kowalski|Firma|Lavf|Lavc|2026/);
      expect(ffprobeTags(file)).toEqual({});
      expectDecodes(file);
      expect(duration(file)).toBe(duration(fixtures['voice.ogg']));
    });

    it('a WAV dictation loses its INFO list and Broadcast Wave originator, keeps its sound byte for byte, and ffmpeg decodes it whole', async ({
      annotate,
    }) => {
      const file = cleanedFile('dictation.wav', ['capture-time', 'author', 'comments', 'software']);
      await checkMetadata('dictation.wav', file, annotate);
      const data = (bytes: Buffer) => bytes.subarray(bytes.indexOf('data'));
      expect(data(readFileSync(file)).equals(data(readFileSync(fixtures['dictation.wav'])))).toBe(true);
      expect(ffprobeTags(file)).toEqual({});
      expectDecodes(file);
      expect(duration(file)).toBe(duration(fixtures['dictation.wav']));
    });

    it('a text file has nothing to clean and says so', () => {
      expect(cleaned.get('notes.txt')!.outcome).toEqual({ status: 'nothing-to-clean', format: 'text' });
    });

    it('cleaning a Node Buffer (as the e-mail channel does on the server) leaves the caller’s bytes as they were and shares no memory with them', async () => {
      for (const name of fixtureNames) {
        const input = readFileSync(fixtures[name]);
        const before = Buffer.from(input);
        const outcome = await cleanFile(input);
        expect(input.equals(before), name).toBe(true);
        if (outcome.status === 'cleaned') expect(outcome.bytes.buffer === input.buffer, name).toBe(false);
      }
    });
  },
);
