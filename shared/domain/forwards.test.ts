import { describe, expect, it } from 'vitest';
import { externalTexts } from '../messages/external.js';
import {
  hasShareCodeLength,
  SHARE_CODE_ALPHABET,
  shareCodeFrom,
  shareExpiry,
  shareRules,
  ZForwardMessage,
} from './forwards.js';

describe('share codes', () => {
  it('are 8 letters of a case-sensitive alphabet without look-alikes', () => {
    expect(SHARE_CODE_ALPHABET).toHaveLength(56);
    expect(SHARE_CODE_ALPHABET).not.toMatch(/[0O1lIo]/);
    const code = shareCodeFrom((count) => crypto.getRandomValues(new Uint8Array(count)));
    expect(code).toMatch(new RegExp(`^[${SHARE_CODE_ALPHABET}]{8}$`));
  });

  it('draw again the bytes past the last full round of the alphabet (no letter more likely)', () => {
    // 224 = 4 × 56: bytes from 224 on would favour the first 32 letters; they are skipped.
    const bytes = [255, 224, 0, 55, 56, 111, 112, 223, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(shareCodeFrom(() => Uint8Array.from(bytes))).toBe('A9A9A9BC');
  });

  it('take exactly 8 characters, as the spec says, whatever they are', () => {
    expect(hasShareCodeLength('aB3dE5gH')).toBe(true);
    expect(hasShareCodeLength('aB3dE5g')).toBe(false);
    expect(hasShareCodeLength('aB3dE5gHi')).toBe(false);
    expect(externalTexts.limit).toBe(`Limit ${shareRules.downloadsMax} pobrań`);
  });

  it('expire 14 days after sending', () => {
    expect(shareExpiry(new Date('2026-03-20T10:00:00.000Z')).toISOString()).toBe('2026-04-03T10:00:00.000Z');
  });
});

describe('the forward message', () => {
  const valid = {
    name: 'PIP',
    emailTo: 'Biuro@PIP.example',
    emailCc: '',
    body: 'Dzień dobry,\n\nprzekazujemy.\tZ poważaniem',
    withFiles: false,
  };

  it('takes an empty DW as none, and keeps line breaks of the letter', () => {
    expect(ZForwardMessage.parse(valid)).toEqual({ ...valid, emailTo: 'biuro@pip.example', emailCc: null });
  });

  it('refuses hidden characters in the name and the letter', () => {
    expect(ZForwardMessage.safeParse({ ...valid, name: 'P\u202EIP' }).success).toBe(false);
    expect(ZForwardMessage.safeParse({ ...valid, body: 'a\u0000b' }).success).toBe(false);
  });
});
