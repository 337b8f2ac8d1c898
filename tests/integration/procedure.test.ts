import { describe, expect, it } from 'vitest';
import {
  createProcedureVersion,
  getProcedure,
  getSetupChecklist,
  getPublicForm,
  getPublicProcedure,
  publishProcedure,
  recordProcedureComments,
  startProcedureConsultation,
  updateProcedureDraft,
} from '@shared/contracts/index.js';
import { addCalendarDays } from '@shared/domain/deadlines.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { TestClient } from '../support/api-client.js';
import { givenCategory } from '../support/report-fixtures.js';
import { givenSettingsOrganisation, logTexts, tenantItems } from '../support/settings-fixtures.js';

const today = polishCalendarDate(new Date());
const daysAgo = (days: number) => addCalendarDays(today, -days);
const details = { receivingUnit: 'Dział Zgodności', phoneHours: '', meetingPlace: 'siedziba, pokój 12' };

/** An organisation with every fact the procedure needs: address, the e-mail channel, a handled category. */
async function givenCompleteOrganisation() {
  const org = await givenSettingsOrganisation({
    address: 'ul. Polna 1',
    zipCode: '00-001',
    city: 'Warszawa',
    channels: {
      phone: { enabled: false, categoryId: null, phoneNumber: null, pin: null },
      email: { enabled: true, categoryId: null, address: `zgloszenia-${Date.now()}@firma.example` },
    },
  });
  await givenCategory(org.tenant.tenantId, {
    name: 'Nadużycia finansowe',
    users: [{ userId: org.people.user.userId, canResponse: true }],
  });
  return { org, client: await org.as('mainAdmin') };
}

/** A draft with the details given, sent to consultation that ran between the two days. */
async function consulted(client: TestClient, sentOn: string, endsOn: string) {
  const { version } = (await client.call(createProcedureVersion)).body;
  const edits = { channels: 'Zgłoszenia przyjmuje także skrzynka przy portierni.' };
  expect(
    (await client.call(updateProcedureDraft, { params: { version }, body: { edits, details, revision: 0 } })).status,
  ).toBe(200);
  const started = await client.call(startProcedureConsultation, { params: { version }, body: { sentOn, endsOn } });
  expect(started.status).toBe(200);
  return version;
}

describe('the internal reporting procedure', () => {
  it('goes from draft through consultation to publication and into force; the form then links it; each step logged', async () => {
    const { org, client } = await givenCompleteOrganisation();
    expect((await client.call(getSetupChecklist)).body.procedurePublished).toBe(false);
    const facts = (await client.call(getProcedure)).body.facts;
    expect(facts.categories).toEqual([{ name: 'Nadużycia finansowe', assigned: true }]);
    expect(facts.formUrl).toMatch(new RegExp(`/form/${org.tenant.alias}$`));

    const version = await consulted(client, daysAgo(20), daysAgo(14));
    const inConsultation = (await client.call(getProcedure)).body.versions[0]!;
    expect(inConsultation).toMatchObject({ version: 1, status: 'consultation', consultation: { sentOn: daysAgo(20) } });
    const fixed = JSON.stringify(inConsultation.document);
    expect(fixed).toContain(facts.email!.address!);
    expect(fixed).toContain('skrzynka przy portierni');

    // The consulted text no longer takes edits.
    const late = await client.call(updateProcedureDraft, {
      params: { version },
      body: { edits: {}, details, revision: 2 },
    });
    expect(late.status).toBe(409);

    const comments = 'Związek zawodowy: bez uwag.';
    expect((await client.call(recordProcedureComments, { params: { version }, body: { comments } })).status).toBe(200);
    const early = await client.call(publishProcedure, { params: { version }, body: { publishedOn: daysAgo(15) } });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/po zakończeniu konsultacji/);
    expect(
      (await client.call(publishProcedure, { params: { version }, body: { publishedOn: daysAgo(10) } })).status,
    ).toBe(200);

    const published = (await client.call(getProcedure)).body.versions[0]!;
    expect(published).toMatchObject({
      status: 'inForce',
      publishedOn: daysAgo(10),
      inForceFrom: addCalendarDays(daysAgo(10), 7),
      consultation: { comments },
    });
    const form = await new TestClient().call(getPublicForm, { params: { alias: org.tenant.alias } });
    expect(form.body.procedure).toEqual({ version: 1, inForceFrom: addCalendarDays(daysAgo(10), 7) });
    // The first steps' last one is done.
    expect((await client.call(getSetupChecklist)).body.procedurePublished).toBe(true);
    const text = await new TestClient().call(getPublicProcedure, { params: { alias: org.tenant.alias } });
    expect(text.status).toBe(200);
    expect(JSON.stringify(text.body.sections)).toBe(JSON.stringify(published.document?.sections));

    const log = await logTexts(org.tenant.tenantId);
    for (const entry of [
      'Utworzenie projektu procedury zgłoszeń wewnętrznych, wersja 1',
      `Przekazanie procedury zgłoszeń wewnętrznych (wersja 1) do konsultacji ${daysAgo(20)}, koniec konsultacji ${daysAgo(14)}`,
      'Zapisanie uwag z konsultacji procedury zgłoszeń wewnętrznych, wersja 1',
    ])
      expect(log).toContain(entry);
  });

  it('a newer version published today waits 7 days; the form keeps linking the one in force', async () => {
    const { org, client } = await givenCompleteOrganisation();
    const first = await consulted(client, daysAgo(30), daysAgo(24));
    await client.call(publishProcedure, { params: { version: first }, body: { publishedOn: daysAgo(20) } });
    const second = await consulted(client, daysAgo(7), daysAgo(1));
    expect(second).toBe(2);
    expect((await client.call(publishProcedure, { params: { version: 2 }, body: { publishedOn: today } })).status).toBe(
      200,
    );
    const statuses = (await client.call(getProcedure)).body.versions.map((version) => version.status);
    expect(statuses).toEqual(['published', 'inForce']);
    const form = await new TestClient().call(getPublicForm, { params: { alias: org.tenant.alias } });
    expect(form.body.procedure?.version).toBe(1);
  });

  it('is not sent to consultation while a fact is missing, and names it', async () => {
    const org = await givenSettingsOrganisation();
    const client = await org.as('mainAdmin');
    const { version } = (await client.call(createProcedureVersion)).body;
    const before = await tenantItems(org.tenant.tenantId);
    const answer = await client.call(startProcedureConsultation, {
      params: { version },
      body: { sentOn: today, endsOn: addCalendarDays(today, 7) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('adres siedziby pracodawcy');
    expect(answer.body.message).toContain('adres e-mail do zgłoszeń');
    expect(answer.body.message).toContain('jednostka organizacyjna lub stanowisko przyjmujące zgłoszenia');
    expect(await tenantItems(org.tenant.tenantId)).toBe(before);
  });

  it.each([
    ['a consultation of 3 days', { sentOn: today, endsOn: addCalendarDays(today, 3) }, /od 5 do 10 dni/],
    [
      'a consultation sent tomorrow',
      { sentOn: addCalendarDays(today, 1), endsOn: addCalendarDays(today, 8) },
      /z przyszłości/,
    ],
    ['a day that is not one', { sentOn: '2026-02-30', endsOn: '2026-03-07' }, /RRRR-MM-DD/],
  ])('refuses %s with 400, writing nothing', async (_name, body, message) => {
    const { org, client } = await givenCompleteOrganisation();
    const { version } = (await client.call(createProcedureVersion)).body;
    await client.call(updateProcedureDraft, { params: { version }, body: { edits: {}, details, revision: 0 } });
    const before = await tenantItems(org.tenant.tenantId);
    const answer = await client.call(startProcedureConsultation, { params: { version }, body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(message);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before);
  });

  it('refuses an unknown section, an overlong detail and an unknown version', async () => {
    const { client } = await givenCompleteOrganisation();
    const { version } = (await client.call(createProcedureVersion)).body;
    const unknownSection = await client.call(updateProcedureDraft, {
      params: { version },
      body: { edits: { preamble: 'x' } as never, details, revision: 0 },
    });
    expect(unknownSection.status).toBe(400);
    const long = await client.call(updateProcedureDraft, {
      params: { version },
      body: { edits: {}, details: { ...details, receivingUnit: 'x'.repeat(301) }, revision: 0 },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('najwyżej 300 znaków');
    const missing = await client.call(updateProcedureDraft, {
      params: { version: 9 },
      body: { edits: {}, details, revision: 0 },
    });
    expect(missing.status).toBe(404);
  });

  it('of two changes at once, one is made and the other is told (409): new drafts, edits, publications', async () => {
    const { client } = await givenCompleteOrganisation();
    const creates = await Promise.all([client.call(createProcedureVersion), client.call(createProcedureVersion)]);
    expect(creates.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const edit = (receivingUnit: string) =>
      client.call(updateProcedureDraft, {
        params: { version: 1 },
        body: { edits: {}, details: { ...details, receivingUnit }, revision: 0 },
      });
    expect((await Promise.all([edit('Dział A'), edit('Dział B')])).map((answer) => answer.status).sort()).toEqual([
      200, 409,
    ]);

    await client.call(startProcedureConsultation, {
      params: { version: 1 },
      body: { sentOn: daysAgo(8), endsOn: daysAgo(1) },
    });
    const publish = () => client.call(publishProcedure, { params: { version: 1 }, body: { publishedOn: today } });
    expect((await Promise.all([publish(), publish()])).map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await client.call(getProcedure)).body.versions).toHaveLength(1);
  });

  it.each(['admin', 'user', 'auditor'] as const)('is refused to the %s with 403, changing nothing', async (who) => {
    const { org } = await givenCompleteOrganisation();
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const client = await org.as(who);
    expect((await client.call(getProcedure)).status).toBe(403);
    expect((await client.call(createProcedureVersion)).status).toBe(403);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });

  it('has no text in force to show on a form without a published version', async () => {
    const { org } = await givenCompleteOrganisation();
    expect((await new TestClient().call(getPublicProcedure, { params: { alias: org.tenant.alias } })).status).toBe(404);
    expect(
      (await new TestClient().call(getPublicForm, { params: { alias: org.tenant.alias } })).body.procedure,
    ).toBeNull();
  });
});
