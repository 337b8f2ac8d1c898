import { beforeAll, describe, expect, it } from 'vitest';
import { getSession, getSettings, updateCompanyData } from '@shared/contracts/index.js';
import type { CompanyDataInput } from '@shared/contracts/settings/schemas.js';
import { errorMessages } from '@shared/messages/errors.js';
import { logIn, registerOrganisation, registrationDetails } from '../support/accounts.js';
import { givenSettingsOrganisation, logTexts, tenantItems } from '../support/settings-fixtures.js';

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
      channels: { phoneAvailable: false, emailAvailable: true, phone: { enabled: false, pin: null }, email: { enabled: false, address: null } },
      security: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: false },
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
    const org = await givenSettingsOrganisation({ licence: { packageId: 'premium', validTo: '2020-01-01T00:00:00.000Z' } });
    const answer = await (await org.as('user')).call(getSettings);
    expect(answer.status).toBe(200);
    expect(answer.body.company).toMatchObject({ isActive: false, validTo: '2020-01-01T00:00:00.000Z', packageName: 'Premium' });
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
    const blocked = await givenSettingsOrganisation({ licence: { packageId: 'standard', validTo: '2020-01-01T00:00:00.000Z' } });
    const answer = await (await blocked.as('mainAdmin')).call(updateCompanyData, { body: company });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'LICENCE_INACTIVE', message: errorMessages.LICENCE_INACTIVE });
  });
});
