/**
 * The signed receipt (docs/security.md §6.8): made once when a form report is stored, stored with
 * it, answered the same on every retry, and verifiable against the published keys — by our
 * verification and by an independent one (Node's own `crypto.verify`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  createCategory,
  finaliseSubmission,
  getReceiptKeys,
  getSession,
  startSubmission,
} from '@shared/contracts/index.js';
import { encryptFile, encryptedFileSize } from '@shared/crypto/files.js';
import { encryptSubmission, fileContext } from '@shared/crypto/submission.js';
import { receiptCode, submissionDigest } from '@shared/receipts/receipt.js';
import { ZReceiptKeys } from '@shared/receipts/receipt-keys.js';
import { verifyReceipt } from '@shared/receipts/verify-receipt.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { verifyReceiptIndependently } from '../../tools/verify-receipt.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';

let org: { alias: string; tenantId: string; categoryId: string; fieldId: string; name: string };

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  const { client } = await logIn(email, password);
  const category = (
    await client.call(createCategory, {
      body: {
        name: 'Potwierdzenia',
        visible: true,
        status: 2,
        files: true,
        anonymous: true,
        fields: [{ type: 1, required: true, label: 'Opis' }],
      },
    })
  ).body;
  const session = (await client.call(getSession)).body;
  org = {
    alias: session.customerAlias,
    tenantId: session.customerId,
    categoryId: category.id,
    fieldId: category.fields[0]!.id,
    name: session.customerName,
  };
});

/** What the browser does: slot → encrypt → upload one file → finalise; answers the finalise's caller too. */
async function sendReport() {
  const reporter = new TestClient();
  const file = new TextEncoder().encode('dowód');
  const slot = (
    await reporter.call(startSubmission, {
      params: { alias: org.alias },
      body: { categoryId: org.categoryId, files: [{ size: encryptedFileSize(file.length) }] },
    })
  ).body;
  const upload = slot.uploads[0]!;
  const encrypted = await encryptSubmission(
    slot,
    {
      fields: [{ fieldId: org.fieldId, value: 'Treść' }],
      reporter: null,
      files: [{ fileId: upload.fileId, name: 'a.txt' }],
    },
    testArgon,
  );
  const ciphertext = await encryptFile(encrypted.reportKey, file, { context: fileContext(slot, upload.fileId) });
  await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: ciphertext });
  const body = { slotToken: slot.slotToken, categoryId: org.categoryId, ...encrypted.body };
  const finalise = () =>
    reporter.call(finaliseSubmission, { params: { alias: org.alias, reportId: slot.reportId }, body });
  return { slot, body, finalise, fileSize: ciphertext.length };
}

const publishedKeys = async () =>
  ZReceiptKeys.parse(await (await fetch(`${inject('origin')}/.well-known/ostoja-receipt-keys.json`)).json());

describe('the signed receipt of a form report', () => {
  it('is answered by the finalise, stored with the report, and the same on a retry', async () => {
    const { slot, body, finalise, fileSize } = await sendReport();
    const first = await finalise();
    expect(first.status).toBe(200);
    const receipt = first.body.receipt!;
    expect(receipt).toMatchObject({
      v: 1,
      organisation: org.name,
      identifier: first.body.identifier,
      receivedAt: first.body.receivedAt,
      channel: 'form',
    });
    // The digest is over the field, reporter-data and file-name envelopes and the stored sizes, never the key envelopes.
    expect(receipt.digest).toBe(
      await submissionDigest({
        fields: body.fields,
        reporter: body.reporter,
        files: body.files.map((file) => ({ fileId: file.fileId, name: file.name, size: fileSize })),
      }),
    );
    expect((await getReportRecord(org.tenantId, slot.reportId))?.receipt).toEqual(receipt);
    const retry = await finalise();
    expect(retry.status).toBe(200);
    expect(retry.body.receipt).toEqual(receipt);
  });

  it('is one receipt, the same for both, when two finalises of one submission run at once', async () => {
    const { slot, finalise } = await sendReport();
    const [first, second] = await Promise.all([finalise(), finalise()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.receipt).not.toBeNull();
    expect(second.body).toEqual(first.body);
    expect((await getReportRecord(org.tenantId, slot.reportId))?.receipt).toEqual(first.body.receipt);
  });

  it('verifies against the published keys, and not once one character of its fields changes', async () => {
    const { finalise } = await sendReport();
    const receipt = (await finalise()).body.receipt!;
    const keys = await publishedKeys();
    expect(await verifyReceipt(receipt, keys)).toEqual({ authentic: true, receipt });
    const changed = { ...receipt, identifier: receipt.identifier.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    expect(await verifyReceipt(changed, keys)).toEqual({ authentic: false, why: 'bad-signature' });
  });

  it('verifies with an independent client: Node crypto.verify against the published JWKS', async () => {
    const { finalise } = await sendReport();
    const receipt = (await finalise()).body.receipt!;
    expect(await verifyReceiptIndependently(receiptCode(receipt), inject('origin'))).toBe('authentic');
    const forged = receiptCode({ ...receipt, organisation: `${receipt.organisation}.` });
    expect(await verifyReceiptIndependently(forged, inject('origin'))).toBe('signature does not match');
  });
});

describe('the published receipt keys', () => {
  it('are a JWKS of Ed25519 keys with their periods, at the well-known address and the API route alike', async () => {
    const keys = await publishedKeys();
    expect(keys.keys.length).toBeGreaterThan(0);
    expect(keys.keys.at(-1)).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', validUntil: null });
    expect(JSON.stringify(keys)).not.toMatch(/"d"/);
    expect((await new TestClient().call(getReceiptKeys)).body).toEqual(keys);
  });
});
