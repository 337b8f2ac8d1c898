import { describe, expect, it } from 'vitest';
import { attachmentFileProblem } from './attachment-file.js';

describe('attachment checks in the browser', () => {
  const sized = (name: string, size: number) => {
    const file = new File(['x'], name);
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('accepts exactly 30 MB of an allowed type, whatever the letter case of the extension', () => {
    expect(attachmentFileProblem(sized('Plan.PDF', 30_000_000))).toBeNull();
    expect(attachmentFileProblem(sized('notatki.txt', 10))).toBeNull();
  });

  it('refuses a byte more than 30 MB, an unknown type and an empty file', () => {
    expect(attachmentFileProblem(sized('plan.pdf', 30_000_001))).toBe(
      'Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB',
    );
    expect(attachmentFileProblem(sized('archiwum', 10))).toMatch(/^Nieobsługiwany typ pliku\.\.\./);
    expect(attachmentFileProblem(sized('pusty.pdf', 0))).toBe('Plik jest pusty.');
  });
});
