import { describe, expect, it } from 'vitest';
import { fileLimits, MB } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import { formTexts } from '@shared/messages/form.js';
import { addFiles, allowedFilesHint, formatSize } from './file-rules.js';

const file = (name: string, size = 1) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const names = (files: File[]) => files.map((f) => f.name);
const polish = { form: formTexts, files: fileTexts };

describe('report attachment rules', () => {
  it('accepts every listed extension in any letter case', () => {
    const picked = [
      'a.PDF',
      'b.jpeg',
      'c.jpg',
      'd.png',
      'e.doc',
      'f.docx',
      'g.xls',
      'h.xlsx',
      'i.csv',
      'j.txt',
      'k.mp3',
      'l.m4a',
      'm.zip',
      'n.7z',
    ].map((n) => file(n));
    expect(addFiles([], picked, polish)).toEqual({ files: picked, error: null });
  });

  it('refuses other types, also without an extension, with the spec’s message naming every accepted type', () => {
    const result = addFiles([], [file('x.exe'), file('README'), file('ok.pdf')], polish);
    expect(names(result.files)).toEqual(['ok.pdf']);
    expect(result.error).toBe(
      'Nieobsługiwany typ pliku. Pliki obsługiwane to: DOC,DOCX,PDF,JPG,JPEG,PNG,XLS,XLSX,CSV,MP3,M4A,TXT,ZIP,7Z',
    );
  });

  it('the help names the same types as the error, in the same order', () => {
    const named = (text: string) =>
      text.match(/\b[A-Z0-9]{2,4}\b/g)?.filter((word) => word !== 'MB' && !/^\d+$/.test(word));
    expect(named(allowedFilesHint(formTexts))).toEqual(named(addFiles([], [file('x.exe')], polish).error ?? ''));
  });

  it('ignores a file whose name is already on the list, silently', () => {
    const first = file('a.pdf', 10);
    const result = addFiles([first], [file('a.pdf', 20), file('a.pdf', 30)], polish);
    expect(result.files).toEqual([first]);
    expect(result.error).toBeNull();
  });

  it('allows one file up to 30 MB and keeps the total under 30 MB', () => {
    expect(addFiles([], [file('big.pdf', 30 * MB + 1)], polish).error).toBe(fileTexts.tooLarge30);
    expect(names(addFiles([], [file('a.pdf', 15 * MB), file('b.pdf', 15 * MB - 1)], polish).files)).toEqual([
      'a.pdf',
      'b.pdf',
    ]);
    const over = addFiles([file('a.pdf', 15 * MB)], [file('b.pdf', 15 * MB)], polish);
    expect(names(over.files)).toEqual(['a.pdf']);
    expect(over.error).toBe(fileTexts.tooLarge30);
  });

  it('stops at the most files a report may carry', () => {
    const many = Array.from({ length: fileLimits.reportFilesMax }, (_, i) => file(`${i}.pdf`));
    const result = addFiles(many, [file('one-more.pdf')], polish);
    expect(result.files).toHaveLength(fileLimits.reportFilesMax);
    expect(result.error).toBe(formTexts.tooManyFiles(fileLimits.reportFilesMax));
  });

  it('writes sizes the Polish way, and the English way in English', () => {
    expect(formatSize(2_400_000, 'pl-PL')).toBe('2,4 MB');
    expect(formatSize(312_000, 'pl-PL')).toBe('312 KB');
    expect(formatSize(12, 'pl-PL')).toBe('1 KB');
    expect(formatSize(2_400_000, 'en-GB')).toBe('2.4 MB');
  });
});
