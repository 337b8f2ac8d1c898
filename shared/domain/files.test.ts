import { describe, expect, it } from 'vitest';
import { kindForName, matchesKind, staffAttachmentKinds } from './file-kinds.js';
import { reportFilesFit, staffAttachmentsFit } from './files.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('staff attachment types (by content signature)', () => {
  it.each([
    ['raport.m4a', bytes(0, 0, 0, 0x20, ...ascii('ftypM4A '))],
    ['wiadomosc.msg', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['archiwum.zip', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['archiwum.7z', bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4)],
    ['skan.pdf', ascii('%PDF-1.7')],
  ])('accepts %s with its signature', (name, head) => {
    const kind = kindForName(name, staffAttachmentKinds);
    expect(kind && matchesKind(head, kind)).toBe(true);
  });

  it('refuses a file whose bytes do not match its extension, and an unknown extension', () => {
    expect(matchesKind(ascii('%PDF-1.7'), kindForName('wiadomosc.msg', staffAttachmentKinds)!)).toBe(false);
    expect(kindForName('program.exe', staffAttachmentKinds)).toBeUndefined();
  });
});

describe('staff attachment sizes (the stricter reading: under 30,000,000 bytes each and together)', () => {
  it('refuses a file of 30,000,000 bytes and a sum of 30,000,000', () => {
    expect(staffAttachmentsFit([29_999_999])).toBe(true);
    expect(staffAttachmentsFit([30_000_000])).toBe(false);
    expect(staffAttachmentsFit([15_000_000, 14_999_999])).toBe(true);
    expect(staffAttachmentsFit([15_000_000, 15_000_000])).toBe(false);
  });
});

describe('report attachment sizes (one file at most 30,000,000 bytes, the total under it)', () => {
  it('takes files whose sum stays under 30,000,000 bytes and refuses a sum of 30,000,000 or more', () => {
    expect(reportFilesFit([])).toBe(true);
    expect(reportFilesFit([29_999_999])).toBe(true);
    expect(reportFilesFit([15_000_000, 14_999_999])).toBe(true);
    expect(reportFilesFit([15_000_000, 15_000_000])).toBe(false);
    expect(reportFilesFit([30_000_000])).toBe(false);
    expect(reportFilesFit([30_000_001])).toBe(false);
  });
});
