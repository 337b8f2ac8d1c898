/**
 * Metadata-cleaning figures for `npm run bench` (issue: cleaning throughput for a 10 MB JPEG, a
 * 20 MB PDF and a 5 MB DOCX, and peak memory under 3× the file), measured in Node on the same code
 * the browser's worker runs, each file cleaned several times:
 * - a ~10 MB JPEG made by cjpeg from noise, with exiftool's GPS, camera and XMP written into it;
 * - a ~20 MB PDF (pdf-lib) of pages holding such photos, with its author, creator and producer;
 * - a ~5 MB DOCX: a document, its core and app properties (author, last editor, company) and a
 *   photo, as Word stores it.
 * The same files are then cleaned in Chromium (tools/bench-metadata-chromium.ts).
 * Standalone: `npx tsx tools/bench-metadata.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { cleanFile } from '@shared/metadata/index';
import type { BenchFigure } from './bench-crypto';
import { benchMetadataInChromium } from './bench-metadata-chromium';

const ROUNDS = 7;
/** Processes measuring the peak (the resident mark also moves with the garbage collector's timing). */
const PEAK_ROUNDS = 3;

/** A JPEG of random pixels (they compress least) through cjpeg, tagged by exiftool: 3600 × 2800 is about 10 MB. */
function noiseJpeg(dir: string, width = 3600, height = 2800): Uint8Array {
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  const ppm = join(dir, `noise-${width}.ppm`);
  const jpeg = join(dir, `noise-${width}.jpg`);
  writeFileSync(ppm, Buffer.concat([header, pixels]));
  execFileSync('cjpeg', ['-quality', '92', '-outfile', jpeg, ppm]);
  execFileSync('exiftool', [
    '-q',
    '-overwrite_original',
    '-GPSLatitude=52.2',
    '-GPSLatitudeRef=N',
    '-Make=Apple',
    '-Model=iPhone 15 Pro',
    '-XMP-dc:Creator=Jan Kowalski',
    jpeg,
  ]);
  return readFileSync(jpeg);
}

/** A PDF of about 20 MB: two pages, each a 10 MB photo, with the document's author, creator and producer. */
async function twentyMegabytePdf(photo: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < 2; page++) {
    const image = await pdf.embedJpg(photo);
    pdf.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0 });
  }
  pdf.setAuthor('Jan Kowalski');
  pdf.setCreator('Microsoft Word for Microsoft 365');
  pdf.setProducer('Microsoft Word for Microsoft 365');
  return pdf.save();
}

/** A DOCX of about 5 MB as Word stores one: the document, its author, last editor and company, and a photo. */
function fiveMegabyteDocx(photo: Uint8Array): Uint8Array {
  const xml = (text: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  return zipSync({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="jpeg" ContentType="image/jpeg"/></Types>',
    ),
    'word/document.xml': xml(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Notatka służbowa</w:t></w:r></w:p></w:body></w:document>',
    ),
    'docProps/core.xml': xml(
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jan Kowalski</dc:creator><cp:lastModifiedBy>Anna Nowak</cp:lastModifiedBy></cp:coreProperties>',
    ),
    'docProps/app.xml': xml(
      '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Company>Firma Sp. z o.o.</Company></Properties>',
    ),
    // A photo is stored, not deflated, as Word does.
    'word/media/image1.jpeg': [photo, { level: 0 }],
  });
}

/**
 * The most resident memory cleaning `path` took above what the process held before, measured in
 * a process of its own: cleaning runs synchronously, so nothing in this process could sample it
 * meanwhile, and the resident high-water mark (reset just before) counts every buffer and
 * string, garbage included. The child loads the cleaning code first; its first run's compiled
 * code counts too.
 */
function peakExtraMemory(path: string): number {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), PEAK_FLAG, path], {
    encoding: 'utf8',
  });
  return Number(out.trim());
}

const PEAK_FLAG = '--peak-of';

const kilobytesOf = (field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) * 1024;

/** In the child: cleans the file once and prints the bytes its resident high-water mark rose above the memory before. */
async function printPeakOf(path: string): Promise<void> {
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  const file = readFileSync(path);
  gc();
  // The mark reset to the memory now (Linux): loading the code may have set it higher, which
  // hid a peak below it (a DOCX once read 13× its size, all of it the start-up's).
  writeFileSync('/proc/self/clear_refs', '5');
  const before = kilobytesOf('VmRSS');
  const outcome = await cleanFile(file);
  if (outcome.status !== 'cleaned') throw new Error(`${path} was not cleaned: ${outcome.status}`);
  console.log(kilobytesOf('VmHWM') - before);
}

export async function benchMetadata(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-metadata-'));

  /** Cleans `file` ROUNDS times for the median time; its peak memory in processes of their own. */
  async function measure(kind: string, file: Uint8Array): Promise<BenchFigure[]> {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const outcome = await cleanFile(file);
      times.push(performance.now() - started);
      if (outcome.status !== 'cleaned') throw new Error(`the bench ${kind} was not cleaned: ${outcome.status}`);
    }
    const path = join(dir, `bench.${kind.toLowerCase()}`);
    writeFileSync(path, file);
    const peaks = Array.from({ length: PEAK_ROUNDS }, () => peakExtraMemory(path)).sort((a, b) => a - b);
    const peak = peaks[Math.floor(PEAK_ROUNDS / 2)]!;
    const ratio = (bytes: number) => `${(bytes / file.length).toFixed(2)}×`;
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const mb = file.length / 1_000_000;
    return [
      {
        name: `${kind} ${mb.toFixed(1)} MB: cleaning (median of ${ROUNDS})`,
        value: `${median.toFixed(0)} ms, ${(mb / (median / 1000)).toFixed(0)} MB/s`,
      },
      {
        name: `${kind}: peak extra memory (resident, median of ${PEAK_ROUNDS})`,
        value: `${(peak / 1_000_000).toFixed(1)} MB (${ratio(peak)} the file; ${ratio(peaks[0]!)}–${ratio(peaks.at(-1)!)})`,
      },
    ];
  }

  try {
    const photo = noiseJpeg(dir);
    const files = [
      { kind: 'JPEG', bytes: photo },
      { kind: 'PDF', bytes: await twentyMegabytePdf(photo) },
      { kind: 'DOCX', bytes: fiveMegabyteDocx(noiseJpeg(dir, 2500, 2000)) },
    ];
    const figures: BenchFigure[] = [];
    for (const { kind, bytes } of files) figures.push(...(await measure(kind, bytes)));
    return [...figures, ...(await benchMetadataInChromium(files, ROUNDS))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const peakOf = process.argv.indexOf(PEAK_FLAG);
if (peakOf >= 0) await printPeakOf(process.argv[peakOf + 1]!);
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await benchMetadata()) console.log(`${line.name.padEnd(52)} ${line.value}`);
}
