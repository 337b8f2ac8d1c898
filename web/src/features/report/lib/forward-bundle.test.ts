import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildBundle, entryNames, safeEntryName } from './forward-bundle.js';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** Byte for byte (arrays of jsdom's realm and Node's never compare equal as objects). */
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) =>
  !!a && a.length === b.length && a.every((byte, i) => byte === b[i]);

describe('the bundle forwarded to an authority', () => {
  it('holds the PDF at the top and each file, byte for byte, in zalaczniki/', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 raport');
    const photo = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => (i * 31) % 256);
    const note = new TextEncoder().encode('Notatka: źródła, świadkowie.');
    const zip = await buildBundle({
      pdf: { name: 'K7QM-3XPA-9B.pdf', bytes: pdf },
      files: [
        { name: 'zdjęcie.jpg', content: new Blob([photo]) },
        { name: 'notatka.txt', content: new Blob([note]) },
      ],
    });
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(await bytesOf(zip));
    expect(Object.keys(entries)).toEqual(['K7QM-3XPA-9B.pdf', 'zalaczniki/zdjęcie.jpg', 'zalaczniki/notatka.txt']);
    expect(sameBytes(entries['K7QM-3XPA-9B.pdf'], pdf)).toBe(true);
    expect(sameBytes(entries['zalaczniki/zdjęcie.jpg'], photo)).toBe(true);
    expect(sameBytes(entries['zalaczniki/notatka.txt'], note)).toBe(true);
  });

  it('keeps an empty file', async () => {
    const zip = await buildBundle({
      pdf: { name: 'r.pdf', bytes: new Uint8Array([1]) },
      files: [{ name: 'pusty.txt', content: new Blob([]) }],
    });
    expect(unzipSync(await bytesOf(zip))['zalaczniki/pusty.txt']?.length).toBe(0);
  });

  it('names files so that none escapes its folder, hides anything, or takes another’s place', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEntryName('..')).toBe('plik');
    expect(safeEntryName('a\u202Egpj.exe')).toBe('a_gpj.exe');
    expect(safeEntryName(`${'x'.repeat(300)}.pdf`)).toHaveLength(150);
    expect(entryNames(['umowa.pdf', 'Umowa.pdf', 'umowa.pdf', 'bez'])).toEqual([
      'umowa.pdf',
      'Umowa (2).pdf',
      'umowa (3).pdf',
      'bez',
    ]);
  });
});
