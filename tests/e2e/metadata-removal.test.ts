/**
 * Metadata removal in a real browser (issue 31): a reporter adds a phone photo whose GPS position,
 * owner and phone exiftool wrote into it, sees what was removed, and sends; the organisation then
 * decrypts the stored file, and exiftool finds no GPS and no tag outside the allowlist of
 * tests/fixtures/metadata/allowed-tags.ts. The cleaning ran in the browser's worker, before
 * encryption: the server only ever held ciphertext.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { createCategory } from '@shared/contracts/index.js';
import { decryptFile } from '@shared/crypto/files.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { metadataTexts } from '@shared/messages/metadata.js';
import { demo } from '../../local/config.js';
import { allowedTags } from '../fixtures/metadata/allowed-tags.js';
import { betrayingValues, photo } from '../fixtures/metadata/make-fixtures.js';
import { launchChromium, openWatchedPage, type WatchedPage } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { testRuntime } from '../support/test-runtime.js';
import { describedCategory, logInDemoAdmin } from '../support/demo-admin.js';

const origin = testRuntime.origin;
const unique = randomBytes(4).toString('hex');
const dir = mkdtempSync(join(tmpdir(), 'ostoja-metadata-e2e-'));

const exiftoolTags = (file: string): Record<string, unknown> =>
  (JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', file]).toString()) as Record<string, unknown>[])[0] ?? {};

let browser: Browser;
let watched: WatchedPage;
let admin: Awaited<ReturnType<typeof logInDemoAdmin>>;

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchChromium(), logInDemoAdmin()]);
  watched = await openWatchedPage(browser);
});

afterAll(async () => {
  await watched?.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

journey('a phone photo sent through the form reaches the organisation without its metadata', () => {
  let categoryName: string;
  let identifier: string;
  let page: Page;
  const photoFile = photo(dir);

  it('the photo as taken holds the GPS position, the owner and the phone', () => {
    const tags = JSON.stringify(exiftoolTags(photoFile));
    expect(tags).toContain('GPS:GPSLatitude');
    expect(tags).toContain('Jan Kowalski');
    expect(tags).toContain('iPhone 15 Pro');
  });

  it('a category with files is created through the API', async () => {
    categoryName = `E2E metadane ${unique}`;
    const created = await admin.client.call(createCategory, {
      body: describedCategory(categoryName, true),
    });
    expect(created.status).toBe(200);
  });

  it('the reporter adds the photo, sees what was removed, and sends', async () => {
    page = watched.page;
    await page.goto(`${origin}/form/${demo.alias}`);
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByLabel(/^Kategoria zgłoszenia/).selectOption({ label: categoryName });
    await page.getByLabel(/^Opis zdarzenia/).fill(`Zdjęcie magazynu ${unique}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photoFile) });
    const summary = page.getByText(/^Usunięto: /);
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.innerText()).toContain('położenie GPS');
    await page.getByText(metadataTexts.remainingImage).waitFor();

    await page.getByRole('button', { name: formTexts.send }).click();
    const confirm = page.getByRole('dialog', { name: sentTexts.confirmTitle });
    await confirm.getByRole('button', { name: sentTexts.confirmSend }).click();
    const success = page.getByRole('dialog', { name: sentTexts.successTitle });
    await success.waitFor({ timeout: 30_000 });
    identifier = (await success.getByTestId('report-identifier').innerText()).trim();
    expect(await watched.cspViolations()).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it('the organisation decrypts the photo: exiftool finds no GPS and nothing outside the allowlist', async () => {
    const pointer = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.identifier(normaliseReporterIdentifier(identifier)) }),
    );
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.report('demo', String(pointer.Item?.reportId)) }),
    );
    const stored = Item as Parameters<typeof openReportAsOrganisation>[2] & {
      files: { fileId: string; s3Key: string }[];
    };
    const opened = await openReportAsOrganisation(
      admin.organisationPrivateKey,
      admin.session.keys.organisation.kid,
      stored,
    );
    expect(opened.fileNames.map((file) => file.name)).toEqual(['IMG_0001.jpg']);
    const file = stored.files[0]!;
    const object = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: file.s3Key }));
    const plaintext = await decryptFile(opened.reportKey, await object.Body!.transformToByteArray(), {
      context: fileContext(stored, file.fileId),
    });
    const received = join(dir, 'received.jpg');
    writeFileSync(received, plaintext);

    const tags = exiftoolTags(received);
    expect(Object.keys(tags).filter((tag) => tag.startsWith('GPS'))).toEqual([]);
    expect(Object.keys(tags).filter((tag) => !allowedTags.includes(tag))).toEqual([]);
    const text = JSON.stringify(tags);
    for (const value of betrayingValues) expect(text).not.toContain(value);
    // Still the photo: a JPEG of the same size.
    expect(tags['File:ImageWidth']).toBe(320);
    expect(tags['File:ImageHeight']).toBe(240);
  });
});
