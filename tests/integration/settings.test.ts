import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeLogoUpload,
  createProcedureVersion,
  completeStatementUpload,
  deleteFormAlias,
  deleteLogo,
  deleteStatement,
  downloadPublicStatement,
  downloadStatement,
  getLogo,
  getPublicForm,
  getSession,
  getSettings,
  setFormAlias,
  startLogoUpload,
  startStatementUpload,
  updateChannels,
  updateCompanyData,
  updateExternalChannelsNote,
  updateProcedureDraft,
  updateRules,
  updateSecurity,
  updateVoiceMessages,
} from '@shared/contracts/index.js';
import { settingsContracts } from '@shared/contracts/settings/index.js';
import type { Contract } from '@shared/contracts/contract.js';
import type { CompanyDataInput } from '@shared/contracts/settings/schemas.js';
import { errorMessages } from '@shared/messages/errors.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addCalendarDays } from '@shared/domain/deadlines.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { defaultRuleSettings } from '@shared/domain/rules.js';
import type { Licence } from '@shared/domain/tenant.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getTenantIdByPin } from '../../functions/data/tenant-settings.js';
import { TestClient } from '../support/api-client.js';
import { givenCategory } from '../support/report-fixtures.js';
import { logIn, registerOrganisation, registrationDetails } from '../support/accounts.js';
import { givenSettingsOrganisation, logTexts, tenantItems } from '../support/settings-fixtures.js';

/** Changes an organisation's licence, as billing will. */
async function setLicence(tenantId: string, licence: Licence): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tenant(tenantId),
      UpdateExpression: 'SET licence = :licence',
      ExpressionAttributeValues: { ':licence': licence },
    }),
  );
}

const company: CompanyDataInput = {
  companyName: 'Fundacja Łąka',
  companyAddress: 'ul. Polna 1',
  companyZipCode: '00-001',
  companyCity: 'Warszawa',
  nip: '5260250274',
};

describe('Settings: reading', () => {
  it("shows a registered organisation's data, its generated alias, its package's types and the defaults", async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const session = (await client.call(getSession)).body;
    const answer = await client.call(getSettings);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      company: {
        companyName: registrationDetails.companyName,
        companyAddress: registrationDetails.companyAddress,
        companyZipCode: registrationDetails.companyZipCode,
        companyCity: registrationDetails.companyCity,
        nip: null,
        isActive: true,
        validTo: session.customerExpirationDate,
        packageName: 'Standard',
      },
      logo: null,
      form: { alias: session.customerAlias, generatedAlias: session.customerAlias, isCustom: false },
      accessibilityStatement: null,
      // The trial's package (Standard) has the e-mail type but not the phone type.
      channels: {
        phoneAvailable: false,
        emailAvailable: true,
        phone: { enabled: false, pin: null },
        email: { enabled: false, address: null },
      },
      security: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: false, requireSecondFactor: false },
      canEdit: true,
    });
  });

  it('every staff type reads the settings; only the main administrator may edit', async () => {
    const org = await givenSettingsOrganisation();
    const canEdit: Record<string, boolean> = {};
    for (const who of ['mainAdmin', 'admin', 'user', 'auditor'] as const) {
      const answer = await (await org.as(who)).call(getSettings);
      expect(answer.status).toBe(200);
      expect(answer.body.company.companyName).toBe(org.tenant.name);
      canEdit[who] = answer.body.canEdit;
    }
    expect(canEdit).toEqual({ mainAdmin: true, admin: false, user: false, auditor: false });
  });

  it('an organisation whose licence ended still reads its settings, which say it is inactive', async () => {
    const org = await givenSettingsOrganisation({
      licence: { packageId: 'premium', validTo: '2020-01-01T00:00:00.000Z' },
    });
    const answer = await (await org.as('user')).call(getSettings);
    expect(answer.status).toBe(200);
    expect(answer.body.company).toMatchObject({
      isActive: false,
      validTo: '2020-01-01T00:00:00.000Z',
      packageName: 'Premium',
    });
    expect(answer.body.channels).toMatchObject({ phoneAvailable: true, emailAvailable: true });
  });
});

describe('Settings: company data', () => {
  let org: Awaited<ReturnType<typeof givenSettingsOrganisation>>;
  let other: Awaited<ReturnType<typeof givenSettingsOrganisation>>;
  beforeAll(async () => {
    org = await givenSettingsOrganisation();
    other = await givenSettingsOrganisation();
  });

  it('the main administrator changes it, with a valid NIP, and the log says so', async () => {
    const client = await org.as('mainAdmin');
    const otherBefore = await tenantItems(other.tenant.tenantId);
    expect((await client.call(updateCompanyData, { body: company })).status).toBe(200);
    expect((await client.call(getSettings)).body.company).toMatchObject({ ...company });
    expect(await logTexts(org.tenant.tenantId)).toContain('Zmiana danych firmy');
    expect(await tenantItems(other.tenant.tenantId)).toBe(otherBefore);
  });

  it('an empty NIP removes it', async () => {
    const client = await org.as('mainAdmin');
    await client.call(updateCompanyData, { body: company });
    expect((await client.call(updateCompanyData, { body: { ...company, nip: '' } })).status).toBe(200);
    expect((await client.call(getSettings)).body.company.nip).toBeNull();
  });

  it.each([
    ['companyName', { companyName: 'ab' }, 'Pole nie może mieć mniej niż 3 znaki'],
    ['companyName', { companyName: ' ' }, 'Pole jest wymagane.'],
    ['companyAddress', { companyAddress: '' }, 'Pole jest wymagane.'],
    ['companyAddress', { companyAddress: 'ul' }, 'Pole nie może mieć mniej niż 3 znaki'],
    ['companyZipCode', { companyZipCode: '0001' }, 'Pole nie może mieć mniej niż 5 znaków'],
    ['companyZipCode', { companyZipCode: '00001' }, 'Podaj kod pocztowy w formacie XX-XXX'],
    ['companyCity', { companyCity: 'Wa' }, 'Pole nie może mieć mniej niż 3 znaki'],
    ['companyName', { companyName: 'x'.repeat(201) }, 'Nazwa nie może mieć więcej niż 200 znaków'],
    ['nip', { nip: '526025027' }, 'Pole nie może mieć mniej niż 10 znaków'],
    ['nip', { nip: '52602502740' }, 'Pole nie może mieć więcej niż 10 znaków'],
    ['nip', { nip: '5260250275' }, 'Błędny numer NIP'],
    ['nip', { nip: '52602502a4' }, 'Błędny numer NIP'],
  ])('refuses %s in %j with its message and changes nothing', async (field, change, message) => {
    const client = await org.as('mainAdmin');
    const before = await tenantItems(org.tenant.tenantId);
    const answer = await client.call(updateCompanyData, { body: { ...company, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before);
  });

  it.each(['admin', 'user', 'auditor'] as const)('is refused to the %s with 403, changing nothing', async (who) => {
    const before = await tenantItems(org.tenant.tenantId);
    const answer = await (await org.as(who)).call(updateCompanyData, { body: company });
    expect(answer.status).toBe(403);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before);
  });

  it('is refused with the blocked-account notice once the licence ended', async () => {
    const blocked = await givenSettingsOrganisation({
      licence: { packageId: 'standard', validTo: '2020-01-01T00:00:00.000Z' },
    });
    const answer = await (await blocked.as('mainAdmin')).call(updateCompanyData, { body: company });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'LICENCE_INACTIVE', message: errorMessages.LICENCE_INACTIVE });
  });
});

describe('Settings: the form alias', () => {
  async function organisation() {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const generated = (await client.call(getSession)).body.customerAlias;
    return { client, generated, tenantId: (await client.call(getSession)).body.customerId };
  }
  const form = (alias: string) => new TestClient().call(getPublicForm, { params: { alias } });
  const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

  it('moves the public form to the new alias at once; the generated address stops answering', async () => {
    const { client, generated, tenantId } = await organisation();
    expect((await form(generated)).status).toBe(200);
    const alias = unique('Nasz_Formularz');
    const answer = await client.call(setFormAlias, { body: { alias } });
    expect(answer.status).toBe(200);
    expect(answer.body.alias).toBe(alias);
    expect((await form(alias)).status).toBe(200);
    // Any letter case opens it: the alias is one whatever its case.
    expect((await form(alias.toUpperCase())).status).toBe(200);
    expect((await form(generated)).status).toBe(404);
    expect((await client.call(getSession)).body.customerAlias).toBe(alias);
    expect((await client.call(getSettings)).body.form).toEqual({ alias, generatedAlias: generated, isCustom: true });
    expect(await logTexts(tenantId)).toContain(`Zmiana aliasu formularza na: ${alias}`);
  });

  it("refuses another organisation's alias, in any case, with a clear message, changing nothing", async () => {
    const first = await organisation();
    const second = await organisation();
    const alias = unique('firma');
    expect((await first.client.call(setFormAlias, { body: { alias } })).status).toBe(200);
    for (const taken of [alias, alias.toUpperCase(), first.generated]) {
      const answer = await second.client.call(setFormAlias, { body: { alias: taken } });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Ten alias jest już zajęty. Wybierz inny.');
    }
    expect((await second.client.call(getSession)).body.customerAlias).toBe(second.generated);
    expect((await form(second.generated)).status).toBe(200);
    const firstForm = await form(alias);
    expect(firstForm.status).toBe(200);
  });

  it('a replaced chosen alias is given up; deleting the alias returns the form to the generated one', async () => {
    const { client, generated } = await organisation();
    const other = await organisation();
    const firstAlias = unique('pierwszy');
    const secondAlias = unique('drugi');
    await client.call(setFormAlias, { body: { alias: firstAlias } });
    await client.call(setFormAlias, { body: { alias: secondAlias } });
    expect((await form(firstAlias)).status).toBe(404);
    // The first one is free again: another organisation may take it.
    expect((await other.client.call(setFormAlias, { body: { alias: firstAlias } })).status).toBe(200);

    const deleted = await client.call(deleteFormAlias);
    expect(deleted.status).toBe(200);
    expect(deleted.body.alias).toBe(generated);
    expect((await form(generated)).status).toBe(200);
    expect((await form(secondAlias)).status).toBe(404);
    expect((await client.call(getSettings)).body.form).toEqual({
      alias: generated,
      generatedAlias: generated,
      isCustom: false,
    });
    // Deleting again changes nothing.
    expect((await client.call(deleteFormAlias)).body.alias).toBe(generated);
    // And the chosen alias is free for anyone.
    expect((await other.client.call(setFormAlias, { body: { alias: secondAlias } })).status).toBe(200);
  });

  it('choosing the generated alias again, or the same alias in another case, keeps it reserved', async () => {
    const { client, generated } = await organisation();
    const alias = unique('wielkie');
    await client.call(setFormAlias, { body: { alias } });
    expect((await client.call(setFormAlias, { body: { alias: alias.toUpperCase() } })).status).toBe(200);
    expect((await form(alias)).status).toBe(200);
    expect((await client.call(setFormAlias, { body: { alias: generated } })).status).toBe(200);
    expect((await client.call(getSettings)).body.form.isCustom).toBe(false);
    const other = await organisation();
    expect((await other.client.call(setFormAlias, { body: { alias: generated } })).status).toBe(409);
  });

  it.each([
    ['abcde', 'Minimalna długość aliasu wynosi 6 znaków'],
    ['a'.repeat(101), 'Maksymalna długość aliasu wynosi 100 znaków'],
    ['moja firma', 'Alias zawiera niedozwolone znaki'],
    ['zgłoszenia', 'Alias zawiera niedozwolone znaki'],
    ['firma/../x', 'Alias zawiera niedozwolone znaki'],
  ])('refuses "%s" with "%s"', async (alias, message) => {
    const { client, generated } = await organisation();
    const answer = await client.call(setFormAlias, { body: { alias } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.alias).toBe(message);
    expect((await client.call(getSession)).body.customerAlias).toBe(generated);
  });
});

describe('Settings: logo and accessibility statement', () => {
  const pngBytes = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
  ]);
  const html = new TextEncoder().encode(
    '<!DOCTYPE html>\n<html lang="pl"><head><title>Deklaracja</title></head><body><script>alert(1)</script></body></html>',
  );

  async function put(slot: { uploadUrl: string; headers: Record<string, string> }, bytes: Uint8Array) {
    const answer = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: Buffer.from(bytes) });
    expect(answer.ok).toBe(true);
  }

  async function uploadLogo(client: TestClient, bytes: Uint8Array, declared = bytes.length) {
    const slot = await client.call(startLogoUpload, { body: { size: declared } });
    expect(slot.status).toBe(200);
    await put(slot.body, bytes);
    return { slot: slot.body, answer: await client.call(completeLogoUpload, { params: { fileId: slot.body.fileId } }) };
  }

  async function uploadStatement(client: TestClient, name: string, bytes: Uint8Array) {
    const slot = await client.call(startStatementUpload, { body: { name, size: bytes.length } });
    expect(slot.status).toBe(200);
    await put(slot.body, bytes);
    return {
      slot: slot.body,
      answer: await client.call(completeStatementUpload, { params: { fileId: slot.body.fileId } }),
    };
  }

  async function organisation() {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const session = (await client.call(getSession)).body;
    return { client, alias: session.customerAlias, tenantId: session.customerId };
  }

  it('a PNG becomes the logo of Settings and of the public form; replacing and removing it follow', async () => {
    const { client, alias, tenantId } = await organisation();
    const { answer } = await uploadLogo(client, pngBytes);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'logo.png', size: pngBytes.length });
    expect((await client.call(getSettings)).body.logo).toEqual(answer.body);

    const stored = await fetch((await client.call(getLogo)).body.url);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(pngBytes);
    expect(stored.headers.get('content-type')).toBe('image/png');

    const form = await new TestClient().call(getPublicForm, { params: { alias } });
    expect(form.body.logo).not.toBeNull();
    expect(new Uint8Array(await (await fetch(form.body.logo!.url)).arrayBuffer())).toEqual(pngBytes);

    const second = await uploadLogo(client, new Uint8Array([...pngBytes, 9, 9]));
    expect(second.answer.status).toBe(200);
    expect((await client.call(getSettings)).body.logo?.id).toBe(second.slot.fileId);

    expect((await client.call(deleteLogo)).status).toBe(200);
    expect((await client.call(getSettings)).body.logo).toBeNull();
    expect((await client.call(getLogo)).status).toBe(404);
    expect((await new TestClient().call(getPublicForm, { params: { alias } })).body.logo).toBeNull();
    expect((await client.call(deleteLogo)).status).toBe(404);
    expect(await logTexts(tenantId)).toEqual(expect.arrayContaining(['Zmiana logo', 'Usunięcie logo']));
  });

  it('refuses a logo whose content is not a PNG, whatever it is called, and keeps the old one', async () => {
    const { client } = await organisation();
    await uploadLogo(client, pngBytes);
    const before = (await client.call(getSettings)).body.logo;
    const { answer } = await uploadLogo(client, new TextEncoder().encode('%PDF-1.7 udaje PNG'));
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Nieobsługiwany typ pliku. Logo musi być plikiem PNG.');
    expect((await client.call(getSettings)).body.logo).toEqual(before);
  });

  it('refuses a logo over 5 MB before any upload, and one whose stored size differs from the declared', async () => {
    const { client } = await organisation();
    const tooLarge = await client.call(startLogoUpload, { body: { size: 5_000_001 } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.fields?.size).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 5MB');
    const slot = (await client.call(startLogoUpload, { body: { size: 100 } })).body;
    await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: Buffer.from(pngBytes) });
    expect((await client.call(completeLogoUpload, { params: { fileId: slot.fileId } })).status).toBe(400);
    expect((await client.call(getSettings)).body.logo).toBeNull();
  });

  it("another organisation cannot complete an organisation's upload (404), and a repeated completion answers as the first", async () => {
    const mine = await organisation();
    const theirs = await organisation();
    const slot = (await mine.client.call(startLogoUpload, { body: { size: pngBytes.length } })).body;
    await put(slot, pngBytes);
    expect((await theirs.client.call(completeLogoUpload, { params: { fileId: slot.fileId } })).status).toBe(404);
    expect((await theirs.client.call(getSettings)).body.logo).toBeNull();
    const first = await mine.client.call(completeLogoUpload, { params: { fileId: slot.fileId } });
    const again = await mine.client.call(completeLogoUpload, { params: { fileId: slot.fileId } });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // A logo upload cannot complete as a statement.
    const logoSlot = (await mine.client.call(startLogoUpload, { body: { size: pngBytes.length } })).body;
    await put(logoSlot, pngBytes);
    expect((await mine.client.call(completeStatementUpload, { params: { fileId: logoSlot.fileId } })).status).toBe(404);
  });

  // A completion that lost the race used to delete the object under the final key when its own
  // commit failed: the one the winner had just made the logo.
  it('answers parallel completions of one logo upload the same and keeps the logo it stored', async () => {
    const { client } = await organisation();
    for (let round = 0; round < 3; round += 1) {
      const bytes = new Uint8Array([...pngBytes, round]);
      const slot = (await client.call(startLogoUpload, { body: { size: bytes.length } })).body;
      await put(slot, bytes);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => client.call(completeLogoUpload, { params: { fileId: slot.fileId } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect((await client.call(getSettings)).body.logo?.id).toBe(slot.fileId);
      const stored = await fetch((await client.call(getLogo)).body.url);
      expect(stored.status).toBe(200);
      expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
    }
  });

  it('an HTML statement is linked from the form and only ever answers as a download', async () => {
    const { client, alias, tenantId } = await organisation();
    expect((await new TestClient().call(getPublicForm, { params: { alias } })).body.showAccessibilityStatement).toBe(
      false,
    );
    expect((await new TestClient().call(downloadPublicStatement, { params: { alias } })).status).toBe(404);
    const { answer } = await uploadStatement(client, 'Deklaracja dostępności.html', html);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Deklaracja dostępności.html', size: html.length });
    expect((await client.call(getSettings)).body.accessibilityStatement).toEqual(answer.body);
    expect((await new TestClient().call(getPublicForm, { params: { alias } })).body.showAccessibilityStatement).toBe(
      true,
    );

    for (const url of [
      (await new TestClient().call(downloadPublicStatement, { params: { alias } })).body.url,
      (await client.call(downloadStatement)).body.url,
    ]) {
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toMatch(
        /^attachment; filename\*=UTF-8''Deklaracja%20dost%C4%99pno%C5%9Bci\.html$/,
      );
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(html);
    }
    expect((await client.call(deleteStatement)).status).toBe(200);
    expect((await new TestClient().call(getPublicForm, { params: { alias } })).body.showAccessibilityStatement).toBe(
      false,
    );
    expect(await logTexts(tenantId)).toEqual(
      expect.arrayContaining([
        'Zmiana deklaracji dostępności: Deklaracja dostępności.html',
        'Usunięcie deklaracji dostępności',
      ]),
    );
  });

  it('refuses a statement that is not HTML: by its name before the upload, by its content after', async () => {
    const { client } = await organisation();
    const byName = await client.call(startStatementUpload, { body: { name: 'deklaracja.pdf', size: 10 } });
    expect(byName.status).toBe(400);
    expect(byName.body.fields?.name).toBe('Nieobsługiwany typ pliku. Deklaracja dostępności musi być plikiem HTML.');
    const byContent = await uploadStatement(client, 'deklaracja.html', pngBytes);
    expect(byContent.answer.status).toBe(415);
    expect(byContent.answer.body.message).toBe(
      'Nieobsługiwany typ pliku. Deklaracja dostępności musi być plikiem HTML.',
    );
    expect((await client.call(getSettings)).body.accessibilityStatement).toBeNull();
  });
});

describe('Settings: additional types', () => {
  const premium = { licence: { packageId: 'premium', validTo: new Date(Date.now() + 86_400_000).toISOString() } };
  const off = { enabled: false, categoryId: null };
  const publicForm = (alias: string) => new TestClient().call(getPublicForm, { params: { alias } });

  it('enables the phone and e-mail types within the package; the first phone enabling gives a PIN, kept after', async () => {
    const org = await givenSettingsOrganisation(premium);
    const category = await givenCategory(org.tenant.tenantId, { name: 'Zgłoszenia telefoniczne' });
    const client = await org.as('mainAdmin');
    const body = {
      phone: { enabled: true, categoryId: category.categoryId, phoneNumber: '221234567' },
      email: { enabled: true, categoryId: category.categoryId, address: 'Zgloszenia@Reports.Ostoja.Local' },
    };
    expect((await client.call(updateChannels, { body })).status).toBe(200);
    const { channels } = (await client.call(getSettings)).body;
    expect(channels.phone).toMatchObject({
      enabled: true,
      category: { id: category.categoryId, name: 'Zgłoszenia telefoniczne' },
      phoneNumber: '221234567',
    });
    expect(channels.phone.pin).toMatch(/^[1-9]\d{5}$/);
    expect(channels.email).toMatchObject({ enabled: true, address: 'zgloszenia@reports.ostoja.local' });
    expect(await getTenantIdByPin(channels.phone.pin!)).toBe(org.tenant.tenantId);

    const form = (await publicForm(org.tenant.alias)).body;
    expect(form).toMatchObject({
      phoneEnabled: true,
      phoneNumber: '221234567',
      pin: channels.phone.pin,
      mailEnabled: true,
      customEmail: 'zgloszenia@reports.ostoja.local',
    });

    // Switched off and on again, the organisation keeps its PIN.
    await client.call(updateChannels, { body: { ...body, phone: { ...body.phone, enabled: false } } });
    expect((await publicForm(org.tenant.alias)).body).toMatchObject({
      phoneEnabled: false,
      phoneNumber: null,
      pin: null,
    });
    await client.call(updateChannels, { body });
    expect((await client.call(getSettings)).body.channels.phone.pin).toBe(channels.phone.pin);
    expect(await logTexts(org.tenant.tenantId)).toContain('Zmiana dodatkowych typów zgłoszeń');
  });

  it('gives each organisation its own PIN', async () => {
    const pins = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const org = await givenSettingsOrganisation(premium);
      const category = await givenCategory(org.tenant.tenantId);
      const client = await org.as('mainAdmin');
      await client.call(updateChannels, {
        body: {
          phone: { enabled: true, categoryId: category.categoryId, phoneNumber: '221234567' },
          email: { ...off, address: null },
        },
      });
      pins.add((await client.call(getSettings)).body.channels.phone.pin!);
    }
    expect(pins.size).toBe(3);
  });

  it('refuses a type the package does not include (403) and changes nothing', async () => {
    const org = await givenSettingsOrganisation({
      licence: { packageId: 'standard', validTo: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const category = await givenCategory(org.tenant.tenantId);
    const client = await org.as('mainAdmin');
    const before = await tenantItems(org.tenant.tenantId);
    const answer = await client.call(updateChannels, {
      body: {
        phone: { enabled: true, categoryId: category.categoryId, phoneNumber: '221234567' },
        email: { ...off, address: null },
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Pakiet organizacji nie obejmuje tego typu zgłoszeń.');
    expect(await tenantItems(org.tenant.tenantId)).toBe(before);
    // Standard includes the e-mail type.
    const email = await client.call(updateChannels, {
      body: {
        phone: { ...off, phoneNumber: null },
        email: { enabled: true, categoryId: category.categoryId, address: 'zgloszenia-standard@reports.ostoja.local' },
      },
    });
    expect(email.status).toBe(200);
  });

  it('a type stored while the package included it is not shown on the form once the package no longer does', async () => {
    const org = await givenSettingsOrganisation(premium);
    const category = await givenCategory(org.tenant.tenantId);
    await (
      await org.as('mainAdmin')
    ).call(updateChannels, {
      body: {
        phone: { enabled: true, categoryId: category.categoryId, phoneNumber: '221234567' },
        email: { enabled: true, categoryId: category.categoryId, address: 'a@reports.ostoja.local' },
      },
    });
    await setLicence(org.tenant.tenantId, {
      packageId: 'start',
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await publicForm(org.tenant.alias)).body).toMatchObject({
      phoneEnabled: false,
      mailEnabled: false,
      pin: null,
      customEmail: null,
    });
    expect((await (await org.as('user')).call(getSettings)).body.channels).toMatchObject({
      phoneAvailable: false,
      emailAvailable: false,
    });
  });

  it.each([
    [
      'phone.categoryId',
      { phone: { enabled: true, categoryId: null, phoneNumber: '221234567' } },
      'Nie wybrano kategorii dla zgłoszeń telefonicznych',
    ],
    [
      'email.categoryId',
      { email: { enabled: true, categoryId: null, address: 'a@reports.ostoja.local' } },
      'Nie wybrano kategorii dla zgłoszeń email',
    ],
    [
      'phone.phoneNumber',
      { phone: { enabled: true, categoryId: randomUUID(), phoneNumber: '22123' } },
      'Podaj poprawny numer telefonu - 9 cyfr',
    ],
    [
      'email.address',
      { email: { enabled: true, categoryId: randomUUID(), address: 'nie-adres' } },
      'Niepoprawny E-mail',
    ],
    // Mail reaches the e-mail channel only at its domain (locally reports.ostoja.local).
    [
      'email.address',
      { email: { enabled: true, categoryId: randomUUID(), address: 'zgloszenia@firma.example' } },
      'Adres zgłoszeń e-mail musi być w domenie reports.ostoja.local.',
    ],
  ])('refuses %s with its message', async (field, change, message) => {
    const org = await givenSettingsOrganisation(premium);
    const body = { phone: { ...off, phoneNumber: null }, email: { ...off, address: null }, ...change };
    const answer = await (await org.as('mainAdmin')).call(updateChannels, { body: body });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
  });

  it("refuses another organisation's category with 404, changing nothing of either", async () => {
    const org = await givenSettingsOrganisation(premium);
    const other = await givenSettingsOrganisation(premium);
    const theirs = await givenCategory(other.tenant.tenantId);
    const before = [await tenantItems(org.tenant.tenantId), await tenantItems(other.tenant.tenantId)];
    const answer = await (
      await org.as('mainAdmin')
    ).call(updateChannels, {
      body: {
        phone: { ...off, phoneNumber: null },
        email: { enabled: true, categoryId: theirs.categoryId, address: 'a@reports.ostoja.local' },
      },
    });
    expect(answer.status).toBe(404);
    expect([await tenantItems(org.tenant.tenantId), await tenantItems(other.tenant.tenantId)]).toEqual(before);
  });
});

describe('Settings: security', () => {
  it('the main administrator stores the two antivirus toggles per organisation; the log says so', async () => {
    const org = await givenSettingsOrganisation();
    const other = await givenSettingsOrganisation();
    const client = await org.as('mainAdmin');
    const body = { adminFilesAntivirusScan: true, reporterFilesAntivirusScan: true, requireSecondFactor: false };
    expect((await client.call(updateSecurity, { body })).status).toBe(200);
    expect((await (await org.as('auditor')).call(getSettings)).body.security).toEqual(body);
    expect((await (await other.as('mainAdmin')).call(getSettings)).body.security).toEqual({
      adminFilesAntivirusScan: false,
      reporterFilesAntivirusScan: false,
      requireSecondFactor: false,
    });
    expect(await logTexts(org.tenant.tenantId)).toContain('Zmiana ustawień bezpieczeństwa');
  });

  it.each(['admin', 'user', 'auditor'] as const)('is refused to the %s with 403, changing nothing', async (who) => {
    const org = await givenSettingsOrganisation();
    const before = await tenantItems(org.tenant.tenantId);
    const answer = await (
      await org.as(who)
    ).call(updateSecurity, {
      body: { adminFilesAntivirusScan: true, reporterFilesAntivirusScan: false, requireSecondFactor: false },
    });
    expect(answer.status).toBe(403);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before);
  });

  it('refuses anything but the two flags', async () => {
    const org = await givenSettingsOrganisation();
    const answer = await (
      await org.as('mainAdmin')
    ).call(updateSecurity, { body: { adminFilesAntivirusScan: 'tak' } as never });
    expect(answer.status).toBe(400);
  });
});

describe('Settings: the information on external reports', () => {
  const note = {
    text: 'Sprawy podatkowe możesz zgłosić także Krajowej Administracji Skarbowej.\r\n\r\nNasz inspektor: iod@firma.pl.',
    translations: { uk: '', en: 'Tax matters may also be reported to the National Revenue Administration.' },
  };

  it('the main administrator stores it for the form and the inbox; the log says so; another organisation has none', async () => {
    const org = await givenSettingsOrganisation();
    const other = await givenSettingsOrganisation();
    const client = await org.as('mainAdmin');
    expect((await client.call(getSettings)).body.externalChannelsNote).toBeNull();
    expect((await client.call(updateExternalChannelsNote, { body: note })).status).toBe(200);
    // Line breaks stored as \n, an empty translation is a missing one.
    const stored = {
      text: 'Sprawy podatkowe możesz zgłosić także Krajowej Administracji Skarbowej.\n\nNasz inspektor: iod@firma.pl.',
      translations: { en: note.translations.en },
    };
    expect((await (await org.as('auditor')).call(getSettings)).body.externalChannelsNote).toEqual(stored);
    const form = await new TestClient().call(getPublicForm, { params: { alias: org.tenant.alias } });
    expect(form.body.externalChannelsNote).toEqual(stored);
    expect((await (await other.as('mainAdmin')).call(getSettings)).body.externalChannelsNote).toBeNull();
    expect(
      (await new TestClient().call(getPublicForm, { params: { alias: other.tenant.alias } })).body.externalChannelsNote,
    ).toBeNull();
    expect(await logTexts(org.tenant.tenantId)).toContain('Zmiana informacji o zgłoszeniach zewnętrznych');

    // An empty Polish text removes it, translations and all.
    const empty = { text: ' ', translations: { uk: '', en: '' } };
    expect((await client.call(updateExternalChannelsNote, { body: empty })).status).toBe(200);
    expect((await client.call(getSettings)).body.externalChannelsNote).toBeNull();
    expect(await logTexts(org.tenant.tenantId)).toContain('Usunięcie informacji o zgłoszeniach zewnętrznych');
  });

  it.each([
    ['a Polish text of 2001 characters', 'text', { text: 'x'.repeat(2001) }, 'Tekst może mieć najwyżej 2000 znaków.'],
    [
      'a link',
      'text',
      { text: 'Zobacz <a href="https://firma.pl">tutaj</a>' },
      'Tekst może zawierać tylko zwykły tekst, bez znaczników HTML (takich jak <b> czy <img>).',
    ],
    [
      'an image tag in the English text',
      'translations.en',
      { translations: { uk: '', en: 'See <img src=x onerror=alert(1)>' } },
      'Tekst może zawierać tylko zwykły tekst, bez znaczników HTML (takich jak <b> czy <img>).',
    ],
    [
      'a Ukrainian text of 2001 characters',
      'translations.uk',
      { translations: { uk: 'y'.repeat(2001), en: '' } },
      'Tekst może mieć najwyżej 2000 znaków.',
    ],
    [
      'a bidi override',
      'text',
      { text: 'Ukryty\u202Etekst' },
      'Tekst zawiera niedozwolone znaki (sterujące lub niewidoczne).',
    ],
    [
      'a translation without a Polish text',
      'translations.uk',
      { text: '', translations: { uk: 'Лише переклад', en: '' } },
      'Najpierw wpisz tekst po polsku: tłumaczenie pokazuje się tylko razem z nim.',
    ],
  ])('refuses %s at %s with its Polish message and writes nothing', async (_case, field, change, message) => {
    const org = await givenSettingsOrganisation();
    const client = await org.as('mainAdmin');
    expect((await client.call(updateExternalChannelsNote, { body: note })).status).toBe(200);
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const answer = await client.call(updateExternalChannelsNote, { body: { ...note, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });

  it('2000 characters are accepted', async () => {
    const org = await givenSettingsOrganisation();
    const client = await org.as('mainAdmin');
    const text = 'ż'.repeat(2000);
    expect((await client.call(updateExternalChannelsNote, { body: { ...note, text } })).status).toBe(200);
    expect((await client.call(getSettings)).body.externalChannelsNote?.text).toBe(text);
  });

  it.each(['admin', 'user', 'auditor'] as const)('is refused to the %s with 403, changing nothing', async (who) => {
    const org = await givenSettingsOrganisation();
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const answer = await (await org.as(who)).call(updateExternalChannelsNote, { body: note });
    expect(answer.status).toBe(403);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });
});

describe('Settings: voice messages', () => {
  const premium = { licence: { packageId: 'premium', validTo: new Date(Date.now() + 86_400_000).toISOString() } };
  const voice = { enabled: true, disguise: 'always', maxMinutes: 5 } as const;

  it('are off by default; the main administrator enables them with a policy and a limit the form then carries; logged', async () => {
    const org = await givenSettingsOrganisation(premium);
    const client = await org.as('mainAdmin');
    expect((await client.call(getSettings)).body.voiceMessages).toEqual({
      enabled: false,
      disguise: 'reporterChooses',
      maxMinutes: 10,
      available: true,
    });
    const publicForm = () => new TestClient().call(getPublicForm, { params: { alias: org.tenant.alias } });
    expect((await publicForm()).body.voiceMessages).toBeNull();

    expect((await client.call(updateVoiceMessages, { body: voice })).status).toBe(200);
    expect((await (await org.as('auditor')).call(getSettings)).body.voiceMessages).toEqual({
      ...voice,
      available: true,
    });
    expect((await publicForm()).body.voiceMessages).toEqual({ disguise: 'always', maxMinutes: 5 });
    expect(await logTexts(org.tenant.tenantId)).toContain('Zmiana ustawień wiadomości głosowych');

    // Switched off, the form offers none; the policy and the limit stay as set.
    expect((await client.call(updateVoiceMessages, { body: { ...voice, enabled: false } })).status).toBe(200);
    expect((await publicForm()).body.voiceMessages).toBeNull();
  });

  it('are refused outside the package (403) and changing nothing; the form offers none once the package no longer includes them', async () => {
    const org = await givenSettingsOrganisation({
      licence: { packageId: 'start', validTo: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const client = await org.as('mainAdmin');
    expect((await client.call(getSettings)).body.voiceMessages.available).toBe(false);
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const answer = await client.call(updateVoiceMessages, { body: voice });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Wiadomości głosowe nie są dostępne w pakiecie organizacji.');
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);

    const upgraded = await givenSettingsOrganisation(premium);
    const owner = await upgraded.as('mainAdmin');
    expect((await owner.call(updateVoiceMessages, { body: voice })).status).toBe(200);
    await setLicence(upgraded.tenant.tenantId, {
      packageId: 'start',
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const form = await new TestClient().call(getPublicForm, { params: { alias: upgraded.tenant.alias } });
    expect(form.body.voiceMessages).toBeNull();
  });

  it.each([
    ['a limit of 0 minutes', { maxMinutes: 0 }, 'maxMinutes', 'Podaj liczbę minut od 1 do 20.'],
    ['a limit of 21 minutes', { maxMinutes: 21 }, 'maxMinutes', 'Podaj liczbę minut od 1 do 20.'],
    ['a limit of 2.5 minutes', { maxMinutes: 2.5 }, 'maxMinutes', 'Podaj liczbę minut od 1 do 20.'],
    ['an unknown policy', { disguise: 'czasami' }, 'disguise', undefined],
  ])('refuses %s with a Polish message and writes nothing', async (_case, change, field, message) => {
    const org = await givenSettingsOrganisation(premium);
    const client = await org.as('mainAdmin');
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const answer = await client.call(updateVoiceMessages, { body: { ...voice, ...change } as never });
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.fields?.[field]).toBe(message);
    else expect(answer.body.fields?.[field]).toMatch(/[ąćęłńóśźżA-Za-z]/);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });

  it.each(['admin', 'user', 'auditor'] as const)('are refused to the %s with 403, changing nothing', async (who) => {
    const org = await givenSettingsOrganisation(premium);
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    expect((await (await org.as(who)).call(updateVoiceMessages, { body: voice })).status).toBe(403);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });
});

describe('Settings: another organisation', () => {
  it("every settings endpoint, called by each staff type of another organisation with valid input, neither reads nor changes this organisation's", async () => {
    const premium = { licence: { packageId: 'premium', validTo: new Date(Date.now() + 86_400_000).toISOString() } };
    const mine = await givenSettingsOrganisation(premium);
    const theirs = await givenSettingsOrganisation(premium);
    const owner = await mine.as('mainAdmin');
    const category = await givenCategory(mine.tenant.tenantId, { name: 'Kategoria tej organizacji' });
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
    ]);
    const html = new TextEncoder().encode(
      '<!DOCTYPE html><html lang="pl"><body>Deklaracja tej organizacji</body></html>',
    );
    const put = async (slot: { uploadUrl: string; headers: Record<string, string> }, bytes: Uint8Array) =>
      expect((await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: Buffer.from(bytes) })).ok).toBe(
        true,
      );
    // This organisation has a logo, a statement, an alias, types, security, and an upload of each kind under way.
    const logo = (await owner.call(startLogoUpload, { body: { size: png.length } })).body;
    await put(logo, png);
    expect((await owner.call(completeLogoUpload, { params: { fileId: logo.fileId } })).status).toBe(200);
    const statement = (
      await owner.call(startStatementUpload, { body: { name: 'deklaracja-tej-organizacji.html', size: html.length } })
    ).body;
    await put(statement, html);
    expect((await owner.call(completeStatementUpload, { params: { fileId: statement.fileId } })).status).toBe(200);
    const pendingLogo = (await owner.call(startLogoUpload, { body: { size: png.length } })).body;
    await put(pendingLogo, png);
    const pendingStatement = (
      await owner.call(startStatementUpload, { body: { name: 'druga.html', size: html.length } })
    ).body;
    await put(pendingStatement, html);
    const myAlias = `nasza-${randomUUID().slice(0, 8)}`;
    expect((await owner.call(setFormAlias, { body: { alias: myAlias } })).status).toBe(200);
    const channels = {
      phone: { enabled: false, categoryId: null, phoneNumber: null },
      email: { enabled: true, categoryId: category.categoryId, address: 'nasza@reports.ostoja.local' },
    };
    expect((await owner.call(updateChannels, { body: channels })).status).toBe(200);
    expect(
      (
        await owner.call(updateSecurity, {
          body: { adminFilesAntivirusScan: true, reporterFilesAntivirusScan: false, requireSecondFactor: false },
        })
      ).status,
    ).toBe(200);

    expect(
      (await owner.call(updateVoiceMessages, { body: { enabled: true, disguise: 'always', maxMinutes: 7 } })).status,
    ).toBe(200);

    const myNote = `Tekst tej organizacji ${randomUUID()}`;
    expect(
      (await owner.call(updateExternalChannelsNote, { body: { text: myNote, translations: { uk: '', en: '' } } }))
        .status,
    ).toBe(200);

    const myAcknowledgement = `Potwierdzenie tej organizacji ${randomUUID()}`;
    expect(
      (
        await owner.call(updateRules, {
          body: {
            acknowledgement: { enabled: true, texts: { text: myAcknowledgement, translations: { uk: '', en: '' } } },
            escalation: defaultRuleSettings.escalation,
          },
        })
      ).status,
    ).toBe(200);

    const myUnit = `Dział tej organizacji ${randomUUID()}`;
    expect((await owner.call(createProcedureVersion)).status).toBe(200);
    const details = { receivingUnit: myUnit, phoneHours: '', meetingPlace: '' };
    expect(
      (await owner.call(updateProcedureDraft, { params: { version: 1 }, body: { edits: {}, details, revision: 0 } }))
        .status,
    ).toBe(200);
    const today = polishCalendarDate(new Date());

    // Valid input for each endpoint; where an endpoint names something, it names this organisation's.
    const inputs: Record<string, { params?: Record<string, string>; body?: unknown }> = {
      'get-settings': {},
      'update-company-data': { body: company },
      'set-form-alias': { body: { alias: `ich-${randomUUID().slice(0, 8)}` } },
      'delete-form-alias': {},
      'start-logo-upload': { body: { size: png.length } },
      'complete-logo-upload': { params: { fileId: pendingLogo.fileId } },
      'get-logo': {},
      'delete-logo': {},
      'start-statement-upload': { body: { name: 'ich.html', size: html.length } },
      'complete-statement-upload': { params: { fileId: pendingStatement.fileId } },
      'download-statement': {},
      'delete-statement': {},
      'update-channels': { body: channels },
      'update-security': {
        body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: true, requireSecondFactor: false },
      },
      'update-external-channels-note': { body: { text: 'Ich tekst.', translations: { uk: '', en: '' } } },
      'update-voice-messages': { body: { enabled: false, disguise: 'never', maxMinutes: 3 } },
      'update-rules': {
        body: {
          acknowledgement: { enabled: true, texts: { text: 'Ich potwierdzenie.', translations: { uk: '', en: '' } } },
          escalation: defaultRuleSettings.escalation,
        },
      },
      'get-procedure': {},
      'create-procedure-version': {},
      'update-procedure-draft': {
        params: { version: '1' },
        body: { edits: {}, details: { ...details, receivingUnit: 'Ich dział' }, revision: 0 },
      },
      'start-procedure-consultation': {
        params: { version: '1' },
        body: { sentOn: today, endsOn: addCalendarDays(today, 7) },
      },
      'record-procedure-comments': { params: { version: '1' }, body: { comments: 'Ich uwagi.' } },
      'publish-procedure': { params: { version: '1' }, body: { publishedOn: today } },
    };
    expect(Object.keys(inputs).sort()).toEqual(settingsContracts.map((contract) => contract.name).sort());

    const before = { items: await tenantItems(mine.tenant.tenantId), log: await logTexts(mine.tenant.tenantId) };
    const traces = [
      mine.tenant.tenantId,
      mine.tenant.name,
      myAlias,
      logo.fileId,
      statement.fileId,
      pendingLogo.fileId,
      pendingStatement.fileId,
      category.categoryId,
      'nasza@reports.ostoja.local',
      myNote,
      myAcknowledgement,
      myUnit,
    ];
    for (const who of ['mainAdmin', 'admin', 'user', 'auditor'] as const) {
      const client = await theirs.as(who);
      for (const contract of settingsContracts as readonly Contract[]) {
        const answer = await client.call(contract, inputs[contract.name]);
        expect(answer.status, `${who} ${contract.name}`).toBeLessThan(500);
        const text = JSON.stringify(answer.body);
        for (const trace of traces) expect(text, `${who} ${contract.name} answered with ${trace}`).not.toContain(trace);
      }
    }
    // The named uploads and category were another organisation's: not found; nothing here changed.
    const theirOwner = await theirs.as('mainAdmin');
    expect((await theirOwner.call(completeLogoUpload, { params: { fileId: pendingLogo.fileId } })).status).toBe(404);
    expect(
      (await theirOwner.call(completeStatementUpload, { params: { fileId: pendingStatement.fileId } })).status,
    ).toBe(404);
    expect((await theirOwner.call(updateChannels, { body: channels })).status).toBe(404);
    expect(await tenantItems(mine.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(mine.tenant.tenantId)).toEqual(before.log);
    // …and this organisation still completes its own uploads.
    expect((await owner.call(completeLogoUpload, { params: { fileId: pendingLogo.fileId } })).status).toBe(200);
  });
});
