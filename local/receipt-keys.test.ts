import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyReceipt } from '@shared/receipts/verify-receipt.js';
import { publishedReceiptKeys, receiptSigner } from '../functions/adapters/receipt-keys.js';
import { signReceipt } from '../functions/lib/receipts.js';
import {
  ensureLocalReceiptKeyFrom,
  ensureLocalReceiptKeys,
  localReceiptSignerAt,
  rotateLocalReceiptKey,
} from './receipt-keys.js';

let file: string;
beforeEach(async () => {
  file = join(await mkdtemp(join(tmpdir(), 'receipt-keys-')), 'receipt-keys.json');
  vi.stubEnv('RECEIPT_KEYS_FILE', file);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const hex = (text: string) => Buffer.from(text, 'hex');
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8032 §7.1, tests 1–3: secret key, public key, message, signature. */
const rfc8032 = [
  {
    secret: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    public: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    secret: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    public: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
  {
    secret: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    public: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    message: 'af82',
    signature:
      '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  },
];

describe('the receipt signing key', () => {
  it.each(rfc8032.map((vector, i) => [i + 1, vector] as const))(
    'signs RFC 8032 test %i exactly, and WebCrypto Ed25519 verifies it',
    async (_, vector) => {
      const key = {
        kty: 'OKP',
        crv: 'Ed25519',
        alg: 'EdDSA',
        use: 'sig',
        kid: 'rfc8032',
        x: b64(hex(vector.public)),
        d: b64(hex(vector.secret)),
        validFrom: '2026-01-01T00:00:00.000Z',
        validUntil: null,
      };
      await writeFile(file, JSON.stringify({ keys: [key] }));
      const signature = new Uint8Array(await (await receiptSigner()).sign(hex(vector.message)));
      expect(Buffer.from(signature).toString('hex')).toBe(vector.signature);
      const publicKey = await crypto.subtle.importKey(
        'jwk',
        { kty: 'OKP', crv: 'Ed25519', x: key.x },
        'Ed25519',
        false,
        ['verify'],
      );
      expect(await crypto.subtle.verify('Ed25519', publicKey, signature, hex(vector.message))).toBe(true);
    },
  );

  it('is made once on the first start, readable by its owner only, and kept on the next', async () => {
    await ensureLocalReceiptKeys(file);
    const made = await readFile(file, 'utf8');
    expect((await stat(file)).mode & 0o077).toBe(0);
    await ensureLocalReceiptKeys(file);
    expect(await readFile(file, 'utf8')).toBe(made);
    expect(JSON.stringify(await publishedReceiptKeys())).not.toContain('"d"');
  });
});

describe('rotation of the receipt key', () => {
  const subject = (receivedAt: string) => ({
    organisation: 'Demo Sp. z o.o.',
    identifier: 'K7QM3XPA9B',
    receivedAt,
    channel: 'form' as const,
  });
  const sign = (receivedAt: string) => signReceipt(subject(receivedAt), { fields: [], reporter: null, files: [] });

  it('keeps receipts the old key signed verifiable, signs new ones with the new key, and refuses the old key after its end', async () => {
    await ensureLocalReceiptKeys(file, new Date('2026-01-01T00:00:00.000Z'));
    const before = await sign('2026-03-01T10:00:00.000Z');
    // A receipt the old key would sign after its end: what a stolen retired key could forge.
    const lateWithOldKey = await sign('2026-07-01T10:00:00.000Z');
    const next = await rotateLocalReceiptKey(file, new Date('2026-06-01T00:00:00.000Z'));
    const after = await sign('2026-07-01T10:00:00.000Z');

    const keys = await publishedReceiptKeys();
    expect(keys.keys.map((key) => [key.kid, key.validUntil])).toEqual([
      [before.kid, '2026-06-01T00:00:00.000Z'],
      [next.kid, null],
    ]);
    expect(after.kid).toBe(next.kid);
    expect(after.kid).not.toBe(before.kid);
    expect(await verifyReceipt(before, keys)).toEqual({ authentic: true, receipt: before });
    expect(await verifyReceipt(after, keys)).toEqual({ authentic: true, receipt: after });
    expect(await verifyReceipt(lateWithOldKey, keys)).toEqual({ authentic: false, why: 'outside-period' });
    // A receipt dated before the new key's start, signed by it, is refused too.
    const early = await sign('2026-05-01T10:00:00.000Z');
    expect(await verifyReceipt(early, keys)).toEqual({ authentic: false, why: 'outside-period' });
  });

  it("gives the demo seed's history a key of its time: older receipts verify, the current key still signs", async () => {
    await ensureLocalReceiptKeys(file, new Date('2026-06-01T00:00:00.000Z'));
    const current = await receiptSigner();
    await ensureLocalReceiptKeyFrom(file, new Date('2026-01-01T00:00:00.000Z'));
    await ensureLocalReceiptKeyFrom(file, new Date('2026-02-01T00:00:00.000Z'));
    const keys = await publishedReceiptKeys();
    expect(keys.keys.map((key) => [key.validFrom, key.validUntil])).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'],
      ['2026-06-01T00:00:00.000Z', null],
    ]);
    expect((await receiptSigner()).kid).toBe(current.kid);
    const old = await signReceipt(
      subject('2026-03-01T10:00:00.000Z'),
      { fields: [], reporter: null, files: [] },
      await localReceiptSignerAt(file, '2026-03-01T10:00:00.000Z'),
    );
    expect(old.kid).not.toBe(current.kid);
    expect(await verifyReceipt(old, keys)).toEqual({ authentic: true, receipt: old });
  });

  it('refuses a key id that was never published', async () => {
    await ensureLocalReceiptKeys(file, new Date('2026-01-01T00:00:00.000Z'));
    const receipt = await sign('2026-03-01T10:00:00.000Z');
    expect(await verifyReceipt({ ...receipt, kid: 'nieznany-klucz' }, await publishedReceiptKeys())).toEqual({
      authentic: false,
      why: 'unknown-key',
    });
  });
});
