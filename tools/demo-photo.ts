/**
 * `npm run demo:photo [file]`: writes a phone photo to try on the form (README, "Removing
 * metadata"): a small picture whose EXIF says where it was taken (GPS, in Warsaw), with which
 * phone and when, as a phone's camera writes it. Built here, byte by byte, so that it needs
 * nothing beyond Node: a baseline JPEG whose 8×8 blocks are each one colour (only their average,
 * the DC coefficient, is coded) and an EXIF block in the TIFF layout.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the photo says about itself: what the form then removes. */
export const demoPhotoTags = {
  make: 'Apple',
  model: 'iPhone 15 Pro',
  software: '17.1',
  taken: '2026:11:02 08:41:17',
  /** Degrees, minutes, seconds: Plac Defilad in Warsaw. */
  latitude: [52, 13, 53.4],
  longitude: [21, 0, 28.9],
} as const;

const WIDTH = 320;
const HEIGHT = 240;

/** The picture's colour at a block's centre: sky, sun, a hill and a path. */
function colourAt(x: number, y: number): [number, number, number] {
  if ((x - 250) ** 2 + (y - 55) ** 2 < 28 ** 2) return [255, 214, 64];
  const hill = 150 + 30 * Math.sin(x / 45);
  if (y < hill) return [90 + y / 2, 150 + y / 3, 235];
  if (Math.abs(x - 160 - (y - 240) * 0.6) < 18) return [196, 170, 120];
  return [60, 140 - (y - hill) / 3, 60];
}

const segment = (marker: number, body: readonly number[]): number[] => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const asciiZ = (text: string) => [...Buffer.from(text, 'ascii'), 0];

type Entry = { tag: number; type: number; count: number; data: number[] };
const ascii = (tag: number, text: string): Entry => ({ tag, type: 2, count: text.length + 1, data: asciiZ(text) });
const short = (tag: number, value: number): Entry => ({ tag, type: 3, count: 1, data: [...u16(value), 0, 0] });
const long = (tag: number, value: number): Entry => ({ tag, type: 4, count: 1, data: u32(value) });
const rationals = (tag: number, values: readonly number[]): Entry => ({
  tag,
  type: 5,
  count: values.length,
  data: values.flatMap((value) => [...u32(Math.round(value * 100)), ...u32(100)]),
});

const ifdLength = (entries: Entry[]) =>
  2 +
  entries.length * 12 +
  4 +
  entries.reduce((sum, e) => sum + (e.data.length > 4 ? e.data.length + (e.data.length % 2) : 0), 0);

/** One IFD at `offset` (from the TIFF header): entries, no next IFD, then the values that do not fit in an entry. */
function ifd(entries: Entry[], offset: number): number[] {
  let dataAt = offset + 2 + entries.length * 12 + 4;
  const head: number[] = [...u16(entries.length)];
  const data: number[] = [];
  for (const entry of entries) {
    head.push(...u16(entry.tag), ...u16(entry.type), ...u32(entry.count));
    if (entry.data.length <= 4) head.push(...entry.data, ...Array<number>(4 - entry.data.length).fill(0));
    else {
      head.push(...u32(dataAt));
      const padded = entry.data.length % 2 ? [...entry.data, 0] : entry.data;
      data.push(...padded);
      dataAt += padded.length;
    }
  }
  return [...head, ...u32(0), ...data];
}

/** The APP1 EXIF block: IFD0 (phone, software, time), the EXIF IFD (time taken) and the GPS IFD. */
function exif(): number[] {
  const tags = demoPhotoTags;
  const exifEntries = [ascii(0x9003, tags.taken), ascii(0x9004, tags.taken)];
  const gpsEntries: Entry[] = [
    { tag: 0x0000, type: 1, count: 4, data: [2, 2, 0, 0] },
    ascii(0x0001, 'N'),
    rationals(0x0002, tags.latitude),
    ascii(0x0003, 'E'),
    rationals(0x0004, tags.longitude),
  ];
  const ifd0Entries = (exifAt: number, gpsAt: number) => [
    ascii(0x010f, tags.make),
    ascii(0x0110, tags.model),
    short(0x0112, 1),
    ascii(0x0131, tags.software),
    ascii(0x0132, tags.taken),
    long(0x8769, exifAt),
    long(0x8825, gpsAt),
  ];
  const exifAt = 8 + ifdLength(ifd0Entries(0, 0));
  const gpsAt = exifAt + ifdLength(exifEntries);
  const tiff = [
    ...[0x4d, 0x4d, 0, 42],
    ...u32(8),
    ...ifd(ifd0Entries(exifAt, gpsAt), 8),
    ...ifd(exifEntries, exifAt),
    ...ifd(gpsEntries, gpsAt),
  ];
  return segment(0xe1, [...Buffer.from('Exif\0\0', 'latin1'), ...tiff]);
}

/** Canonical Huffman codes from the counts per length (JPEG Annex C). */
function huffmanCodes(counts: readonly number[], symbols: readonly number[]): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) codes.set(symbols[k++]!, [code++, index + 1]);
    code <<= 1;
  });
  return codes;
}

// The DC table of JPEG's Annex K (luminance); the AC table holds only 'end of block'.
const dcCounts = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const dcSymbols = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const acCounts = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const acSymbols = [0];
const QUANT = 8;

/** The entropy-coded picture: per block of each of Y, Cb, Cr its average (as a difference to the previous) and 'end of block'. */
function scan(): number[] {
  const dc = huffmanCodes(dcCounts, dcSymbols);
  const [eob, eobLength] = huffmanCodes(acCounts, acSymbols).get(0)!;
  const out: number[] = [];
  let bits = 0;
  let bitCount = 0;
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) {
      bits = (bits << 1) | ((value >> i) & 1);
      if (++bitCount === 8) {
        out.push(bits);
        if (bits === 0xff) out.push(0);
        bits = 0;
        bitCount = 0;
      }
    }
  };
  const previous = [0, 0, 0];
  for (let by = 0; by < HEIGHT / 8; by++) {
    for (let bx = 0; bx < WIDTH / 8; bx++) {
      const [r, g, b] = colourAt(bx * 8 + 4, by * 8 + 4);
      const ycc = [
        0.299 * r + 0.587 * g + 0.114 * b,
        -0.1687 * r - 0.3313 * g + 0.5 * b + 128,
        0.5 * r - 0.4187 * g - 0.0813 * b + 128,
      ];
      ycc.forEach((value, component) => {
        // A flat block's DC coefficient is 8 × (value − 128); quantised by 8 that is value − 128.
        const level = Math.round(((value - 128) * 8) / QUANT);
        const diff = level - previous[component]!;
        previous[component] = level;
        const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const [code, length] = dc.get(category)!;
        put(code, length);
        if (category > 0) put(diff > 0 ? diff : diff + (1 << category) - 1, category);
        put(eob, eobLength);
      });
    }
  }
  if (bitCount > 0) put((1 << (8 - bitCount)) - 1, 8 - bitCount);
  return out;
}

/** The photo's bytes. */
export function demoPhoto(): Uint8Array<ArrayBuffer> {
  const jfif = segment(0xe0, [...Buffer.from('JFIF\0', 'latin1'), 1, 1, 1, ...u16(72), ...u16(72), 0, 0]);
  const dqt = segment(0xdb, [0, ...Array<number>(64).fill(QUANT)]);
  const sof = segment(0xc0, [8, ...u16(HEIGHT), ...u16(WIDTH), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  const dht = segment(0xc4, [0x00, ...dcCounts, ...dcSymbols, 0x10, ...acCounts, ...acSymbols]);
  const sos = segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);
  return Uint8Array.from([0xff, 0xd8, ...jfif, ...exif(), ...dqt, ...sof, ...dht, ...sos, ...scan(), 0xff, 0xd9]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = resolve(process.argv[2] ?? 'demo-zdjecie.jpg');
  writeFileSync(file, demoPhoto());
  console.log(
    `Zapisano ${file}: zdjęcie z położeniem GPS (Warszawa), modelem telefonu (${demoPhotoTags.model}) i datą wykonania.\n` +
      'Dodaj je w formularzu zgłoszeń (npm start, http://localhost:3000/form/demo-firma), aby zobaczyć, co zostanie usunięte.',
  );
}
