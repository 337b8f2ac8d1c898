import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET } from './base32';
import { generateMetadataKey, encryptContent, decryptContentText } from './content';
import { generateKeyPair } from './keypairs';
import {
  formatRecoveryKey,
  generateRecoveryKey,
  isRecoveryKey,
  parseRecoveryKey,
  unwrapKeyWithRecoveryKey,
  wrapKeyWithRecoveryKey,
} from './recovery-key';
import { cryptoErrorOf } from './test/testing';

describe('recovery key', () => {
  it('is 256 bits printed as 14 groups of 4 Crockford characters, the last a checksum', async () => {
    const text = await generateRecoveryKey();
    expect(text).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){13}$/);
    expect(await parseRecoveryKey(text)).toHaveLength(32);
    expect(await formatRecoveryKey(await parseRecoveryKey(text))).toBe(text);
  });

  it('accepts lower case, spaces instead of dashes, and look-alike letters', async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const text = await formatRecoveryKey(bytes);
    const typed = text.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(await parseRecoveryKey(typed)).toEqual(bytes);
    expect(await parseRecoveryKey(`  ${text.replace(/-/g, '')}  `)).toEqual(bytes);
  });

  it('catches any single mistyped character with BAD_RECOVERY_KEY', async () => {
    const text = (await formatRecoveryKey(new Uint8Array(32).fill(0xa5))).replace(/-/g, '');
    for (let i = 0; i < text.length; i++) {
      for (const step of [1, 17]) {
        const wrong = CROCKFORD_ALPHABET[(CROCKFORD_ALPHABET.indexOf(text[i] as string) + step) % 32];
        const typo = text.slice(0, i) + wrong + text.slice(i + 1);
        expect(await isRecoveryKey(typo), `position ${i}`).toBe(false);
      }
    }
  });

  it('catches swapped neighbours, a missing and an extra character, and invalid letters', async () => {
    const text = (await generateRecoveryKey()).replace(/-/g, '');
    const swapIndex = [...text].findIndex((ch, i) => ch !== text[i + 1]);
    const swapped = text.slice(0, swapIndex) + text[swapIndex + 1] + text[swapIndex] + text.slice(swapIndex + 2);
    for (const bad of [swapped, text.slice(1), `${text}A`, `U${text.slice(1)}`, '']) {
      const error = await cryptoErrorOf(() => parseRecoveryKey(bad));
      expect(error.code).toBe('BAD_RECOVERY_KEY');
      expect(error.message).toMatch(/Klucz odzyskiwania zawiera błąd/);
    }
  });

  it('wraps the organisation private key and metadata key, and unwraps them with the typed key', async () => {
    const org = await generateKeyPair();
    const metadataKey = await generateMetadataKey();
    const recoveryKey = await generateRecoveryKey();
    const forPrivate = await wrapKeyWithRecoveryKey(org.privateKey, 'org-private-key', recoveryKey, { context: 't1' });
    const forMetadata = await wrapKeyWithRecoveryKey(metadataKey, 'metadata-key', recoveryKey, { context: 't1' });
    expect(forPrivate).toMatchObject({ v: 1, alg: 'A256GCMKW' });
    const typed = recoveryKey.toLowerCase();
    const privateKey = await unwrapKeyWithRecoveryKey(forPrivate, 'org-private-key', typed, { context: 't1' });
    expect(privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', privateKey)).rejects.toThrow();
    const unwrappedMetadata = await unwrapKeyWithRecoveryKey(forMetadata, 'metadata-key', typed, { context: 't1' });
    const ctx = { tenant: 't1', report: 'r1', purpose: 'label' };
    expect(await decryptContentText(unwrappedMetadata, await encryptContent(metadataKey, 'etykieta', ctx), ctx)).toBe(
      'etykieta',
    );
  });

  it('says BAD_RECOVERY_KEY for a typo and WRONG_RECOVERY_KEY for another valid key', async () => {
    const org = await generateKeyPair();
    const recoveryKey = await generateRecoveryKey();
    const envelope = await wrapKeyWithRecoveryKey(org.privateKey, 'org-private-key', recoveryKey);
    const typo = recoveryKey.slice(0, 2) + (recoveryKey[2] === 'X' ? 'Y' : 'X') + recoveryKey.slice(3);
    expect((await cryptoErrorOf(() => unwrapKeyWithRecoveryKey(envelope, 'org-private-key', typo))).code).toBe(
      'BAD_RECOVERY_KEY',
    );
    const error = await cryptoErrorOf(async () =>
      unwrapKeyWithRecoveryKey(envelope, 'org-private-key', await generateRecoveryKey()),
    );
    expect(error.code).toBe('WRONG_RECOVERY_KEY');
    expect(error.message).toMatch(/klucz odzyskiwania/i);
  });
});
