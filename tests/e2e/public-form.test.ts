/**
 * The public report form in a real browser against the whole local runtime (built SPA, gateway,
 * DynamoDB Local, s3rver) with the real crypto: a reporter fills in every kind of field of a
 * named category, attaches a file and sends; Node then opens what was stored — as the
 * organisation (demo admin's keys) and as the reporter (identifier + password from the page) —
 * and checks that the table and the bucket hold none of what was typed. An organisation whose
 * licence expired shows the blocked notice instead of the form.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { getTenant } from '../../functions/data/tenants.js';
import { createCategory } from '@shared/contracts/index.js';
import { decryptFile } from '@shared/crypto/files.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { fileContext, openReportAsOrganisation, openReportAsReporter } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import { CHECKBOX_TICKED } from '@shared/domain/field-values.js';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { demo } from '../../local/config.js';
import { registerOrganisation } from '../support/accounts.js';
import { field, launchChromium, openWatchedPage, type WatchedPage } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { testRuntime } from '../support/test-runtime.js';
import { logInDemoAdmin } from '../support/demo-admin.js';
import { allTableText } from '../support/table.js';

const origin = testRuntime.origin;

const unique = randomBytes(4).toString('hex');
/** What the reporter types: each value unique to this run, so a byte search cannot hit anything else. */
const typed = {
  description: `Faktury wystawiane bez dostawy towaru — zażółć gęślą jaźń ${unique}`,
  place: `Magazyn centralny ${unique}`,
  name: `Sygnalistka Zofia ${unique}`,
  phone: String(500_000_000 + Math.floor(Math.random() * 99_999_999)),
  email: `zofia-${unique}@poczta.example`,
  fileName: `dowod-${unique}.txt`,
  fileText: `Treść załącznika: przelew 12 345,67 zł ${unique}\n`.repeat(2000),
};

let browser: Browser;
const pages: WatchedPage[] = [];
let admin: Awaited<ReturnType<typeof logInDemoAdmin>>;

async function freshPage(): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser);
  pages.push(watched);
  return watched;
}

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchChromium(), logInDemoAdmin()]);
});

afterAll(async () => {
  await Promise.all(pages.map((p) => p.close()));
  await browser?.close();
});

/** Every object of the files bucket: its key and bytes. */
async function bucketObjects(): Promise<{ key: string; bytes: Buffer }[]> {
  const objects: { key: string; bytes: Buffer }[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: filesBucket(), ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      const body = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: object.Key }));
      objects.push({ key: object.Key ?? '', bytes: Buffer.from(await body.Body!.transformToByteArray()) });
    }
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

// The steps follow one report: the category made first, the report sent with it, then read back.
journey('public report form (browser, real crypto)', () => {
  let category: {
    id: string;
    name: string;
    fieldIds: Record<'description' | 'place' | 'consent' | 'department', string>;
  };
  let shown: { identifier: string; password: string };
  let page: Page;
  let watched: WatchedPage;

  it('a named category with all four field types and files is created through the API', async () => {
    const name = `E2E wszystkie pola ${unique}`;
    const created = await admin.client.call(createCategory, {
      body: {
        name,
        visible: true,
        status: 2,
        files: true,
        anonymous: false,
        fields: [
          { type: fieldType.longText, required: true, label: 'Opis zdarzenia' },
          { type: fieldType.shortText, required: true, label: 'Miejsce zdarzenia' },
          {
            type: fieldType.checkbox,
            required: true,
            label: 'Akceptuję <a href="https://ostoja.example/regulamin">regulamin</a> zgłoszeń',
          },
          { type: fieldType.select, required: true, label: 'Dział', options: 'Księgowość, Kadry, Zarząd' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const id = (label: string) => created.body.fields.find((f) => f.label.startsWith(label))?.id ?? '';
    category = {
      id: created.body.id,
      name,
      fieldIds: { description: id('Opis'), place: id('Miejsce'), consent: id('Akceptuję'), department: id('Dział') },
    };
    expect(Object.values(category.fieldIds).every(Boolean)).toBe(true);
  });

  it('the reporter fills in every field, attaches a file, sends, and sees the identifier and password', async () => {
    watched = await freshPage();
    page = watched.page;
    await page.goto(`${origin}/form/${demo.alias}`);
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByText(demo.organisationName).waitFor();

    await page.getByLabel(field('Kategoria zgłoszenia')).selectOption({ label: category.name });
    await page.getByLabel(field('Opis zdarzenia')).fill(typed.description);
    await page.getByLabel(field('Miejsce zdarzenia')).fill(typed.place);
    await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await page.getByLabel(field('Dział')).selectOption('Kadry');
    await page.getByLabel(field(formTexts.reporterName)).fill(typed.name);
    await page.getByLabel(field('Telefon (9 cyfr)')).fill(typed.phone);
    await page.getByLabel(field(formTexts.reporterEmail)).fill(typed.email);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: typed.fileName, mimeType: 'text/plain', buffer: Buffer.from(typed.fileText) });
    await page.getByText(typed.fileName).waitFor();

    await page.getByRole('button', { name: formTexts.send }).click();
    const confirm = page.getByRole('dialog', { name: sentTexts.confirmTitle });
    await confirm.getByText(sentTexts.confirmText).waitFor();
    await confirm.getByRole('button', { name: sentTexts.confirmSend }).click();

    const success = page.getByRole('dialog', { name: sentTexts.successTitle });
    await success.waitFor({ timeout: 30_000 });
    const steps = await page.getByTestId('send-steps').innerText();
    expect(steps.split('\n').filter(Boolean)).toEqual([
      sentTexts.fetchingKey,
      sentTexts.keyFetched,
      sentTexts.encrypting,
      sentTexts.encrypted,
      sentTexts.sending,
    ]);
    shown = {
      identifier: (await success.getByTestId('report-identifier').innerText()).trim(),
      password: (await success.getByTestId('report-password').innerText()).trim(),
    };
    expect(shown.identifier).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    expect(shown.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    await success.getByText(sentTexts.successWarning).waitFor();
    expect(await watched.cspViolations()).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it('closing the success modal gives an empty form again', async () => {
    const success = page.getByRole('dialog', { name: sentTexts.successTitle });
    await success.getByRole('checkbox', { name: sentTexts.savedConfirm }).check();
    await success.getByRole('button', { name: sentTexts.close }).click();
    await success.waitFor({ state: 'detached' });
    await page.getByLabel(field('Kategoria zgłoszenia')).waitFor();
    expect(await page.getByTestId('send-steps').count()).toBe(0);
  });

  it('the organisation (demo admin’s keys) reads exactly what was typed, and the attachment byte for byte', async () => {
    const canonical = normaliseReporterIdentifier(shown.identifier);
    const pointer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.identifier(canonical) }));
    expect(pointer.Item?.tenantId).toBe('demo');
    const { Item: report } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.report('demo', String(pointer.Item?.reportId)) }),
    );
    expect(report).toBeDefined();
    const stored = report as Parameters<typeof openReportAsOrganisation>[2] & {
      files: { fileId: string; s3Key: string; name: unknown }[];
    };

    const opened = await openReportAsOrganisation(
      admin.organisationPrivateKey,
      admin.session.keys.organisation.kid,
      stored,
    );
    expect(new Map(opened.fields.map((f) => [f.fieldId, f.value]))).toEqual(
      new Map([
        [category.fieldIds.description, typed.description],
        [category.fieldIds.place, typed.place],
        [category.fieldIds.consent, CHECKBOX_TICKED],
        [category.fieldIds.department, 'Kadry'],
      ]),
    );
    expect(opened.reporter).toEqual({ name: typed.name, phone: typed.phone, email: typed.email });
    expect(opened.fileNames.map((f) => f.name)).toEqual([typed.fileName]);

    const file = stored.files[0]!;
    const object = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: file.s3Key }));
    const ciphertext = await object.Body!.transformToByteArray();
    const plaintext = await decryptFile(opened.reportKey, ciphertext, { context: fileContext(stored, file.fileId) });
    expect(Buffer.from(plaintext).equals(Buffer.from(typed.fileText))).toBe(true);
  });

  it('the reporter’s identifier and password from the page open the same report', async () => {
    const canonical = normaliseReporterIdentifier(shown.identifier);
    const pointer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.identifier(canonical) }));
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.report('demo', String(pointer.Item?.reportId)) }),
    );
    const opened = await openReportAsReporter(
      shown.identifier,
      shown.password,
      Item as Parameters<typeof openReportAsReporter>[2],
    );
    expect(opened.fields.find((f) => f.fieldId === category.fieldIds.description)?.value).toBe(typed.description);
  });

  it('neither the table nor any object in the bucket holds any of the typed texts', async () => {
    const secrets = [
      typed.description,
      typed.place,
      typed.name,
      typed.phone,
      typed.email,
      typed.fileName,
      typed.fileText.split('\n')[0]!,
    ];
    const table = await allTableText();
    expect(table).toContain(normaliseReporterIdentifier(shown.identifier));
    expect(secrets.filter((secret) => table.includes(secret))).toEqual([]);
    const objects = await bucketObjects();
    expect(objects.length).toBeGreaterThan(0);
    const found = objects.flatMap((object) =>
      secrets
        .filter((secret) => object.key.includes(secret) || object.bytes.includes(Buffer.from(secret, 'utf8')))
        .map((secret) => `${object.key}: ${secret}`),
    );
    expect(found).toEqual([]);
  });

  it('a reporter with only a keyboard fills in every kind of field and sends (no mouse)', async () => {
    const kb = (await freshPage()).page;
    await kb.goto(`${origin}/form/${demo.alias}`);
    await kb.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await kb.getByText(demo.organisationName).waitFor();
    /** Tab, as a keyboard user does, until `target` has the focus (it must be in the tab order). */
    const tabTo = async (target: ReturnType<Page['locator']>) => {
      await target.waitFor();
      for (let presses = 0; presses < 80; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await kb.keyboard.press('Tab');
      }
      throw new Error(`never reached with Tab: ${target.toString()}`);
    };
    /** Arrow keys on a focused list until it shows `label`. */
    const arrowTo = async (select: ReturnType<Page['locator']>, label: string) => {
      for (let presses = 0; presses < 60; presses += 1) {
        if ((await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)) === label)
          return;
        await kb.keyboard.press('ArrowDown');
      }
      throw new Error(`no option ${label}`);
    };

    const categorySelect = kb.getByLabel(field('Kategoria zgłoszenia'));
    await tabTo(categorySelect);
    await arrowTo(categorySelect, category.name);
    await tabTo(kb.getByLabel(field('Opis zdarzenia')));
    await kb.keyboard.type(`Opis z klawiatury ${unique}`);
    await tabTo(kb.getByLabel(field('Miejsce zdarzenia')));
    await kb.keyboard.type('Biuro');
    await tabTo(kb.getByRole('checkbox', { name: /Akceptuję/ }));
    await kb.keyboard.press('Space');
    const department = kb.getByLabel(field('Dział'));
    await tabTo(department);
    await arrowTo(department, 'Zarząd');
    await tabTo(kb.getByLabel(field(formTexts.reporterName)));
    await kb.keyboard.type('Jan Klawiaturowy');
    await tabTo(kb.getByLabel(field('Telefon (9 cyfr)')));
    await kb.keyboard.type('600100200');
    await tabTo(kb.getByLabel(field(formTexts.reporterEmail)));
    await kb.keyboard.type('jan@poczta.example');
    await tabTo(kb.getByRole('button', { name: formTexts.send }));
    await kb.keyboard.press('Enter');
    await kb
      .getByRole('dialog', { name: sentTexts.confirmTitle })
      .waitFor({ timeout: 5_000 })
      .catch(async () => {
        throw new Error(
          `no confirmation; the page says: ${await kb
            .locator('[role=alert], .mantine-InputWrapper-error')
            .allInnerTexts()
            .then((texts) => texts.join(' | '))}`,
        );
      });

    const confirm = kb.getByRole('dialog', { name: sentTexts.confirmTitle });
    await tabTo(confirm.getByRole('button', { name: sentTexts.confirmSend }));
    await kb.keyboard.press('Enter');
    const success = kb.getByRole('dialog', { name: sentTexts.successTitle });
    await success.waitFor({ timeout: 30_000 });
    expect((await success.getByTestId('report-identifier').innerText()).trim()).toMatch(
      /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/,
    );
    await tabTo(success.getByRole('checkbox', { name: sentTexts.savedConfirm }));
    await kb.keyboard.press('Space');
    await tabTo(success.getByRole('button', { name: sentTexts.close }));
    await kb.keyboard.press('Enter');
    await success.waitFor({ state: 'detached' });
  });
});

describe('public form of an organisation whose licence expired', () => {
  it('shows the blocked notice and no way to send', async () => {
    const { email } = await registerOrganisation('Wygasla-licencja-1');
    const user = await getStaffUserByEmail(email);
    const tenant = user ? await getTenant(user.tenantId) : null;
    if (!tenant) throw new Error('the registered organisation was not found');
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.tenant(tenant.tenantId),
        UpdateExpression: 'SET licence.validTo = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 86_400_000).toISOString() },
      }),
    );

    const { page, cspViolations } = await freshPage();
    await page.goto(`${origin}/form/${tenant.alias}`);
    await page.getByText(formTexts.blockedBody).waitFor();
    expect(await page.getByText(formTexts.blockedTitle).count()).toBe(1);
    expect(await page.getByRole('button', { name: formTexts.send }).count()).toBe(0);
    expect(await page.getByLabel(field('Kategoria zgłoszenia')).count()).toBe(0);
    expect(await cspViolations()).toEqual([]);
  });

  it('an unknown alias ends on the Errors page with the alert', async () => {
    const { page } = await freshPage();
    await page.goto(`${origin}/form/nie-ma-takiej-${randomUUID().slice(0, 8)}`);
    // The error page follows the form's language (its `?lang=`).
    await page.waitForURL(`${origin}/Errors?lang=pl`);
    await page.getByText('404 - Nie znaleziono formularza zgłoszeń.').waitFor();
  });
});
