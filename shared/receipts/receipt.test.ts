import { describe, expect, it } from 'vitest';
import { parseReceiptCode, receiptCode, receiptSigningInput, submissionDigest, type SignedReceipt } from './receipt.js';

const receipt: SignedReceipt = {
  v: 1,
  organisation: 'Zażółć Gęślą Jaźń Sp. z o.o.',
  identifier: 'K7QM-3XPA-9B',
  receivedAt: '2026-05-01T10:00:00.000Z',
  channel: 'form',
  digest: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
  kid: 'AbCdEfGhIjKlMnOp',
  signature: 'c2lnbmF0dXJl',
};

describe('the receipt code', () => {
  it('holds the signed receipt and reads back, also broken over lines and with text around it', () => {
    const code = receiptCode(receipt);
    expect(code.startsWith('OSTOJA-R1.')).toBe(true);
    expect(parseReceiptCode(code)).toEqual(receipt);
    const printed = `Kod weryfikacyjny:\n${code.match(/.{1,60}/g)!.join('\n')}\n`;
    expect(parseReceiptCode(printed)).toEqual(receipt);
  });

  it.each([
    ['no code at all', 'Faktura VAT 1/2026'],
    ['a prefix without a body', 'OSTOJA-R1.'],
    ['a body that is not JSON', 'OSTOJA-R1.bm90IGpzb24'],
    ['a receipt missing a member', receiptCode({ ...receipt, kid: '' })],
  ])('reads nothing from %s', (_, text) => {
    expect(parseReceiptCode(text)).toBeNull();
  });

  it('refuses members it does not know rather than dropping them unsigned', () => {
    const code = receiptCode({ ...receipt, extra: 'x' } as SignedReceipt);
    expect(parseReceiptCode(code)).toBeNull();
  });
});

describe('what the signature covers', () => {
  it('is the canonical JSON of the fields, without the signature', () => {
    expect(new TextDecoder().decode(receiptSigningInput(receipt))).toBe(
      '{"channel":"form","digest":"n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg","identifier":"K7QM-3XPA-9B",' +
        '"kid":"AbCdEfGhIjKlMnOp","organisation":"Zażółć Gęślą Jaźń Sp. z o.o.","receivedAt":"2026-05-01T10:00:00.000Z","v":1}',
    );
  });
});

describe('the submission digest', () => {
  const envelope = (ct: string) => ({ v: 1, alg: 'A256GCM', iv: 'aXY', ct });
  const submission = {
    fields: [{ fieldId: 'f1', value: envelope('YQ') }],
    reporter: null,
    files: [{ fileId: 'x1', name: envelope('Yg'), size: 100 }],
  };

  it('is the same for the same ciphertext, whatever order its members were written in', async () => {
    const reordered = {
      files: [{ size: 100, name: { ct: 'Yg', iv: 'aXY', alg: 'A256GCM', v: 1 }, fileId: 'x1' }],
      reporter: null,
      fields: [{ value: { ct: 'YQ', alg: 'A256GCM', iv: 'aXY', v: 1 }, fieldId: 'f1' }],
    };
    expect(await submissionDigest(reordered)).toBe(await submissionDigest(submission));
  });

  it('changes with any byte of an envelope or a file size', async () => {
    const digest = await submissionDigest(submission);
    expect(await submissionDigest({ ...submission, fields: [{ fieldId: 'f1', value: envelope('Yw') }] })).not.toBe(
      digest,
    );
    expect(
      await submissionDigest({ ...submission, files: [{ fileId: 'x1', name: envelope('Yg'), size: 101 }] }),
    ).not.toBe(digest);
  });

  it('leaves out what it does not cover (key envelopes, storage keys)', async () => {
    const withMore = {
      ...submission,
      keys: { forOrganisation: envelope('aw') },
      files: [{ ...submission.files[0]!, s3Key: 'reports/a/b' }],
    };
    expect(await submissionDigest(withMore)).toBe(await submissionDigest(submission));
  });
});
