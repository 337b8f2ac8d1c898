import { ascii, asciiBytes, byteAt, startsWith } from './bytes.js';
import type { CleanableFormat, CleanOutcome } from './outcome.js';

/**
 * What a file is, by its first bytes (never its name): kept apart from the cleaners, so that the
 * page can answer 'nothing to clean' or 'cannot be cleaned' without loading any of them.
 */

type Detected =
  | Exclude<CleanableFormat, 'docx' | 'xlsx'>
  | 'zip'
  | 'text'
  | 'archive'
  | 'legacy-office'
  | 'audio-container'
  | 'unknown';

const magic: [readonly number[], Detected, number?][] = [
  [[0xff, 0xd8, 0xff], 'jpeg'],
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
  [asciiBytes('%PDF-'), 'pdf'],
  [[0x50, 0x4b, 0x03, 0x04], 'zip'],
  [[0x50, 0x4b, 0x05, 0x06], 'archive'],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 'archive'],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'legacy-office'],
  [asciiBytes('ID3'), 'mp3'],
  [[0x1a, 0x45, 0xdf, 0xa3], 'webm'], // EBML: WebM and Matroska
  [asciiBytes('OggS'), 'ogg'],
  [asciiBytes('RIFF'), 'wav'],
];

/** The brands of MPEG-4 audio and video files (the `ftyp` major brand); HEIF images and the like are not ours. */
export const mp4Brands = new Set([
  'M4A ',
  'M4B ',
  'M4P ',
  'M4V ',
  'mp41',
  'mp42',
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'avc1',
  'dash',
  'qt  ',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'f4a ',
  'f4v ',
]);

/** How many first bytes the type is judged from (text: no NUL among them). */
export const DETECTION_HEAD_BYTES = 8192;

/** The type the first bytes show. */
export function detectFormat(bytes: Uint8Array): Detected {
  // ISO base media (MPEG-4, QuickTime, HEIF): the \`ftyp\` box's major brand says what it holds.
  if (startsWith(bytes, asciiBytes('ftyp'), 4)) return mp4Brands.has(ascii(bytes, 8, 4)) ? 'mp4' : 'unknown';
  const known = magic.find(([prefix, , at]) => startsWith(bytes, prefix, at ?? 0));
  if (known) return known[1];
  // An MPEG audio frame without tags: 11 set sync bits, a layer that is not 'reserved'.
  if (byteAt(bytes, 0) === 0xff && (byteAt(bytes, 1) & 0xe0) === 0xe0 && (byteAt(bytes, 1) & 0x06) !== 0) return 'mp3';
  if (bytes.length > 0 && !bytes.subarray(0, DETECTION_HEAD_BYTES).includes(0)) return 'text';
  return 'unknown';
}

type Uncleaned = Extract<CleanOutcome, { status: 'nothing-to-clean' | 'cannot-clean' }>;

/**
 * What the first bytes say before any cleaning: that there is nothing to clean or it cannot be
 * done, or the format the file will be cleaned as (a zip as DOCX until its entries are read).
 */
export function beforeCleaning(head: Uint8Array): Uncleaned | { format: CleanableFormat } {
  const detected = detectFormat(head);
  if (detected === 'text') return { status: 'nothing-to-clean', format: 'text' };
  if (
    detected === 'archive' ||
    detected === 'legacy-office' ||
    detected === 'audio-container' ||
    detected === 'unknown'
  ) {
    return { status: 'cannot-clean', format: detected };
  }
  return { format: detected === 'zip' ? 'docx' : detected };
}
