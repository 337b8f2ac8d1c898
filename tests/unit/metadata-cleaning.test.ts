import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFile, type CleanOutcome, type MetadataKind } from '@shared/metadata/index.js';
import { allowedTags, neutralZipDate, zeroedTime } from '../fixtures/metadata/allowed-tags.js';
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

    it('a text file has nothing to clean and says so', () => {
      expect(cleaned.get('notes.txt')!.outcome).toEqual({ status: 'nothing-to-clean', format: 'text' });
    });
  },
);
