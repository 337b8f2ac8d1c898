/**
 * Metadata-cleaning figures for `npm run bench` (issue: cleaning throughput for a 10 MB JPEG and
 * peak memory under 3× the file), measured in Node on the same code the browser's worker runs:
 * a ~10 MB JPEG made by cjpeg from noise, with exiftool's GPS, camera and XMP written into it,
 * cleaned several times. Standalone: `npx tsx tools/bench-metadata.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { cleanFile } from '@shared/metadata/index';
import type { BenchFigure } from './bench-crypto';

const ROUNDS = 7;

/** A JPEG of about 10 MB: random pixels (they compress least) through cjpeg, tagged by exiftool. */
function tenMegabyteJpeg(dir: string): Uint8Array {
  const width = 3600;
  const height = 2800;
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  const ppm = join(dir, 'noise.ppm');
  const jpeg = join(dir, 'noise.jpg');
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

export async function benchMetadata(): Promise<BenchFigure[]> {
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  const dir = mkdtempSync(join(tmpdir(), 'bench-metadata-'));
  try {
    const jpeg = tenMegabyteJpeg(dir);
    const times: number[] = [];
    let peak = 0;
    for (let round = 0; round < ROUNDS; round++) {
      gc();
      const base = process.memoryUsage().arrayBuffers;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - base)), 1);
      const started = performance.now();
      const outcome = await cleanFile(jpeg);
      times.push(performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
      clearInterval(sampler);
      if (outcome.status !== 'cleaned') throw new Error(`the bench JPEG was not cleaned: ${outcome.status}`);
    }
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const mb = jpeg.length / 1_000_000;
    return [
      {
        name: `JPEG ${mb.toFixed(1)} MB: cleaning (median of ${ROUNDS})`,
        value: `${median.toFixed(0)} ms, ${(mb / (median / 1000)).toFixed(0)} MB/s`,
      },
      {
        name: 'JPEG: extra memory while cleaning (arrayBuffers)',
        value: `${(peak / 1_000_000).toFixed(1)} MB (${(peak / jpeg.length).toFixed(2)}× the file)`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await benchMetadata()) console.log(`${line.name.padEnd(52)} ${line.value}`);
}
