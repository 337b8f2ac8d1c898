import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_PATTERN, formatBackupCode, timeStepAt } from '@shared/domain/totp.js';
import { backupCodeHash, matchingTimeStep, newBackupCodes, newTotpSecret, totpCodeAt } from './totp.js';

/** RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", as base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('are the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it("name the time step they belong to, one step either side of the server's clock", () => {
    const now = new Date(1_800_000_015_000);
    const step = timeStepAt(now.getTime());
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    // Two steps away is too far: a code read off an old screenshot is refused.
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(now.getTime() - 60_000)), now)).toBeNull();
  });

  it('a code used once has a step no later one exceeds, so a reuse within its window is told apart', () => {
    const now = new Date(1_800_000_015_000);
    const code = totpCodeAt(RFC_SECRET, now);
    const used = matchingTimeStep(RFC_SECRET, code, now)!;
    // Ten seconds later the same code still matches, with the same step: the store refuses step ≤ last used.
    expect(matchingTimeStep(RFC_SECRET, code, new Date(now.getTime() + 10_000))).toBe(used);
    const next = totpCodeAt(RFC_SECRET, new Date(now.getTime() + 30_000));
    expect(matchingTimeStep(RFC_SECRET, next, new Date(now.getTime() + 30_000))).toBeGreaterThan(used);
  });

  it('come from new 160-bit secrets, each different', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    // Independent check of the code against the HOTP definition (RFC 4226) for this secret.
    const key = base32Decode(secret);
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(timeStepAt(Date.now())));
    const mac = createHmac('sha1', key).update(counter).digest();
    const offset = mac[19]! & 0xf;
    const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
    expect(matchingTimeStep(secret, String(value).padStart(6, '0'))).not.toBeNull();
  });
});

describe('backup codes', () => {
  it('are ten different codes of the unambiguous alphabet', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
      expect(BACKUP_CODE_PATTERN.test(formatBackupCode(code))).toBe(true);
    }
  });

  it('are stored as a hash that matches however the code is typed, and differs per user', () => {
    const hash = backupCodeHash('user-1', 'abcde23456');
    expect(hash).not.toContain('abcde23456');
    expect(backupCodeHash('user-1', 'ABCDE-23456')).toBe(hash);
    expect(backupCodeHash('user-1', 'abcde 23456')).toBe(hash);
    expect(backupCodeHash('user-2', 'abcde23456')).not.toBe(hash);
    expect(backupCodeHash('user-1', 'abcde23457')).not.toBe(hash);
  });
});

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}
