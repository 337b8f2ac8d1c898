import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFile } from '@shared/metadata/index.js';
import { demoPhoto } from './demo-photo.js';

const dir = mkdtempSync(join(tmpdir(), 'demo-photo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const written = (name: string, bytes: Uint8Array) => {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const exiftool = (file: string) =>
  (
    JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', '-n', file], { encoding: 'utf8' })) as Record<
      string,
      unknown
    >[]
  )[0]!;

describe('npm run demo:photo', { timeout: 30_000 }, () => {
  it('writes a JPEG that decodes, whose EXIF says where, with which phone and when it was taken', () => {
    const file = written('demo.jpg', demoPhoto());
    const tags = exiftool(file);
    expect(tags['GPS:GPSLatitude']).toBeCloseTo(52.2315, 3);
    expect(tags['GPS:GPSLongitude']).toBeCloseTo(21.008, 3);
    expect(tags).toMatchObject({
      'IFD0:Make': 'Apple',
      'IFD0:Model': 'iPhone 15 Pro',
      'ExifIFD:DateTimeOriginal': '2026:11:02 08:41:17',
    });
    const pixels = execFileSync('djpeg', ['-pnm', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    expect(pixels.subarray(0, 15).toString('ascii')).toMatch(/^P6\s+320 240\s+255/);
  });

  it('is what the form cleans: GPS, phone and date are removed, and none of them is left', async () => {
    const outcome = await cleanFile(demoPhoto());
    expect(outcome).toMatchObject({ status: 'cleaned', removed: ['gps', 'device', 'capture-time', 'software'] });
    if (outcome.status !== 'cleaned') return;
    const tags = JSON.stringify(exiftool(written('cleaned.jpg', outcome.bytes)));
    for (const gone of ['GPS', 'iPhone', 'Apple', '2026:11:02']) expect(tags).not.toContain(gone);
  });
});
