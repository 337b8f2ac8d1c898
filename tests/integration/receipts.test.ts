/**
 * The signed receipt (docs/security.md §6.8): made once when a form report is stored, stored with
 * it, answered the same on every retry, and verifiable against the published keys — by our
 * verification and by an independent one (Node's own `crypto.verify`).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkReceipt,
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
import { deleteReportWrites, getReportRecord } from '../../functions/data/reports.js';
import { transact } from '../../functions/data/transact.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { reportState } from '@shared/domain/report.js';
import { receiptCheckLimit } from '@shared/domain/receipts.js';
import { receiptTexts } from '@shared/messages/receipt.js';
import { verifyReceiptIndependently } from '../../tools/verify-receipt.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';
import { testRuntime } from '../support/test-runtime.js';

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
  ZReceiptKeys.parse(await (await fetch(`${testRuntime.origin}/.well-known/ostoja-receipt-keys.json`)).json());

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
    expect(await verifyReceiptIndependently(receiptCode(receipt), testRuntime.origin)).toBe('authentic');
    const forged = receiptCode({ ...receipt, organisation: `${receipt.organisation}.` });
    expect(await verifyReceiptIndependently(forged, testRuntime.origin)).toBe('signature does not match');
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

describe('the server check of a receipt (identifier and digest)', () => {
  const check = (body: { identifier: string; digest: string }) => new TestClient().call(checkReceipt, { body });

  it('answers yes for a stored report with that digest, however the identifier is typed, and no otherwise', async () => {
    const { finalise } = await sendReport();
    const receipt = (await finalise()).body.receipt!;
    const { identifier, digest } = receipt;
    expect(await check({ identifier, digest })).toMatchObject({ status: 200, body: { stored: true } });
    const typed = identifier.replaceAll('-', '').toLowerCase();
    expect((await check({ identifier: typed, digest })).body).toEqual({ stored: true });
    const otherDigest = `${digest.startsWith('A') ? 'B' : 'A'}${digest.slice(1)}`;
    expect((await check({ identifier, digest: otherDigest })).body).toEqual({ stored: false });
    const { finalise: another } = await sendReport();
    const stranger = (await another()).body.receipt!;
    expect((await check({ identifier: stranger.identifier, digest })).body).toEqual({ stored: false });
  });

  it('answers no once the report is deleted: the signature alone then proves it', async () => {
    const { slot, finalise } = await sendReport();
    const receipt = (await finalise()).body.receipt!;
    // Archived, then deleted, as its retention's end deletes it.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.report(org.tenantId, slot.reportId),
        UpdateExpression: 'SET #state = :archived',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':archived': reportState.archived },
      }),
    );
    const record = (await getReportRecord(org.tenantId, slot.reportId))!;
    await transact(deleteReportWrites(record, new Date().toISOString()));
    expect((await check({ identifier: receipt.identifier, digest: receipt.digest })).body).toEqual({ stored: false });
    expect(await verifyReceipt(receipt, await publishedKeys())).toEqual({ authentic: true, receipt });
  });

  it('refuses malformed input with 400 and a Polish reason', async () => {
    const { finalise } = await sendReport();
    const { identifier, digest } = (await finalise()).body.receipt!;
    const badDigest = await check({ identifier, digest: `${digest.slice(0, 42)}!` });
    expect(badDigest.status).toBe(400);
    expect(JSON.stringify(badDigest.body)).toContain(receiptTexts.invalidDigest);
    expect((await check({ identifier, digest: digest.slice(0, 20) })).status).toBe(400);
    expect((await check({ identifier: 'nie-identyfikator', digest })).status).toBe(400);
    const extra = await new TestClient().call(checkReceipt, {
      body: { identifier, digest, organisation: 'x' } as unknown as { identifier: string; digest: string },
    });
    expect(extra.status).toBe(400);
    const missing = await new TestClient().call(checkReceipt, {
      body: { identifier } as unknown as { identifier: string; digest: string },
    });
    expect(missing.status).toBe(400);
  });

  it(`refuses the identifier's check past ${receiptCheckLimit.limit} in a window with 429, whatever the answers were`, async () => {
    const { finalise } = await sendReport();
    const { identifier, digest } = (await finalise()).body.receipt!;
    for (let i = 0; i < receiptCheckLimit.limit; i += 1) expect((await check({ identifier, digest })).status).toBe(200);
    const refused = await check({ identifier, digest });
    expect(refused.status).toBe(429);
  });
});
