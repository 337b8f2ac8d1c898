/**
 * 'Reguły' (issue #34): the automatic acknowledgement. Settings keep the organisation's text as
 * versions of a template (main administrator only, refused input writes nothing); a report sent
 * through the form while the rule is on names the version, counts as acknowledged at receipt
 * (the register, the terms and the statistics say so), and its conversation starts with the text
 * in the inbox and on the report page; the log says 'System' did it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  finaliseSubmission,
  getSettings,
  listInboxMessages,
  listReportMessages,
  openReport,
  startSubmission,
  updateRules,
} from '@shared/contracts/index.js';
import type { RulesInput } from '@shared/contracts/settings/schemas.js';
import { encryptSubmission } from '@shared/crypto/submission.js';
import { settledTerms } from '@shared/domain/deadlines.js';
import { defaultRuleSettings, type EscalationKind } from '@shared/domain/rules.js';
import { polishMonth } from '@shared/domain/statistics.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { getAcknowledgementTemplate } from '../../functions/data/acknowledgement-templates.js';
import { keys } from '../../functions/data/keys.js';
import { listReportStatistics } from '../../functions/data/report-statistics.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { logInAndUnlock, registerOrganisation, testArgon } from '../support/accounts.js';
import { TestClient } from '../support/api-client.js';
import { logInAsReporter } from '../support/inbox.js';
import { givenSettingsOrganisation, logTexts, tenantItems } from '../support/settings-fixtures.js';

const rules = (enabled: boolean, text: string, uk = '', en = ''): RulesInput => ({
  acknowledgement: { enabled, texts: { text, translations: { uk, en } } },
  escalation: defaultRuleSettings.escalation,
});

/** The rules with one escalation on after `days`. */
const withEscalation = (kind: EscalationKind, days: number): RulesInput => ({
  ...rules(false, ''),
  escalation: { ...defaultRuleSettings.escalation, [kind]: { enabled: true, days } },
});

/** The log of an organisation as who did what, oldest first. */
async function logOf(tenantId: string): Promise<{ userName: string; text: string; reportId: string | null }[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.logOf(tenantId).PK },
    }),
  );
  return Items.map((item) => ({
    userName: String(item.userName),
    text: String(item.text),
    reportId: (item.reportId as string | null) ?? null,
  }));
}

describe("Settings: 'Reguły'", () => {
  it('keep the text as versions: a change is the next version, the same text keeps its own, the old one stays; logged', async () => {
    const org = await givenSettingsOrganisation();
    const client = await org.as('mainAdmin');
    expect((await client.call(getSettings)).body.rules).toEqual({
      acknowledgement: { enabled: false, version: null, texts: null },
      escalation: defaultRuleSettings.escalation,
    });

    expect(
      (await client.call(updateRules, { body: rules(true, '  Dziękujemy.\r\n\r\n\r\nOdpowiemy.  ', 'Дякуємо.') }))
        .status,
    ).toBe(200);
    const first = (await (await org.as('auditor')).call(getSettings)).body.rules;
    expect(first).toEqual({
      acknowledgement: {
        enabled: true,
        version: 1,
        texts: { text: 'Dziękujemy.\n\nOdpowiemy.', translations: { uk: 'Дякуємо.' } },
      },
      escalation: defaultRuleSettings.escalation,
    });
    expect(await logTexts(org.tenant.tenantId)).toContain('Zmiana reguł');

    // Switched off with the same text: the version stays.
    expect(
      (await client.call(updateRules, { body: rules(false, 'Dziękujemy.\n\nOdpowiemy.', 'Дякуємо.') })).status,
    ).toBe(200);
    expect((await client.call(getSettings)).body.rules.acknowledgement).toMatchObject({ enabled: false, version: 1 });

    expect((await client.call(updateRules, { body: rules(true, 'Dziękujemy za zgłoszenie.') })).status).toBe(200);
    const second = (await client.call(getSettings)).body.rules.acknowledgement;
    expect(second).toEqual({ enabled: true, version: 2, texts: { text: 'Dziękujemy za zgłoszenie.' } });

    // Version 1 is still there, as it was written, for the reports that name it.
    const tenantItem = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.tenant(org.tenant.tenantId).PK, ':sk': 'ACKTPL#' },
      }),
    );
    expect(tenantItem.Items?.map((item) => [item.version, (item.texts as { text: string }).text])).toEqual([
      [1, 'Dziękujemy.\n\nOdpowiemy.'],
      [2, 'Dziękujemy za zgłoszenie.'],
    ]);

    // Off without a text: the organisation has none.
    expect((await client.call(updateRules, { body: rules(false, '') })).status).toBe(200);
    expect((await client.call(getSettings)).body.rules.acknowledgement).toEqual({
      enabled: false,
      version: null,
      texts: null,
    });
  });

  it('keep each escalation on or off with its days', async () => {
    const org = await givenSettingsOrganisation();
    const body = {
      ...rules(false, ''),
      escalation: {
        unopened: { enabled: true, days: 3 },
        unassigned: { enabled: false, days: 10 },
        feedbackReminder: { enabled: true, days: 90 },
      },
    };
    expect((await (await org.as('mainAdmin')).call(updateRules, { body })).status).toBe(200);
    expect((await (await org.as('user')).call(getSettings)).body.rules.escalation).toEqual(body.escalation);
  });

  it.each([
    [
      'on without a Polish text',
      rules(true, '   '),
      'Wpisz treść potwierdzenia po polsku, aby włączyć automatyczne potwierdzenie.',
    ],
    [
      'a translation without the Polish text',
      rules(false, '', 'Дякуємо.'),
      'Najpierw wpisz tekst po polsku: tłumaczenie pokazuje się tylko razem z nim.',
    ],
    [
      'markup',
      rules(true, 'Dziękujemy <img src=x>'),
      'Tekst może zawierać tylko zwykły tekst, bez znaczników HTML (takich jak <b> czy <img>).',
    ],
    ['a text over 2000 characters', rules(true, 'a'.repeat(2001)), 'Tekst może mieć najwyżej 2000 znaków.'],
    ['a negative number of days', withEscalation('unopened', -3), 'Podaj liczbę dni od 1 do 90.'],
    ['an absurd number of days', withEscalation('feedbackReminder', 100_000), 'Podaj liczbę dni od 1 do 90.'],
    ['a fraction of a day', withEscalation('unassigned', 2.5), 'Podaj liczbę dni od 1 do 90.'],
  ])('refuse %s with a Polish sentence (400), writing nothing', async (_case, body, message) => {
    const org = await givenSettingsOrganisation();
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const answer = await (await org.as('mainAdmin')).call(updateRules, { body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });

  it.each(['admin', 'user', 'auditor'] as const)('are refused to %s (403), writing nothing', async (who) => {
    const org = await givenSettingsOrganisation();
    const before = { items: await tenantItems(org.tenant.tenantId), log: await logTexts(org.tenant.tenantId) };
    const answer = await (await org.as(who)).call(updateRules, { body: rules(true, 'Dziękujemy.') });
    expect(answer.status).toBe(403);
    expect(await tenantItems(org.tenant.tenantId)).toBe(before.items);
    expect(await logTexts(org.tenant.tenantId)).toEqual(before.log);
  });
});

describe('the automatic acknowledgement of a report sent through the form', () => {
  let org: { alias: string; tenantId: string; categoryId: string; fieldId: string; staff: TestClient };

  beforeAll(async () => {
    const { email, password } = await registerOrganisation();
    const staff = await logInAndUnlock(email, password);
    const category = (
      await staff.client.call(createCategory, {
        body: {
          name: 'Korupcja',
          visible: true,
          status: 2,
          files: false,
          anonymous: true,
          fields: [{ type: 1, required: true, label: 'Opis' }],
        },
      })
    ).body;
    org = {
      alias: staff.session.customerAlias,
      tenantId: staff.session.customerId,
      categoryId: category.id,
      fieldId: category.fields[0]!.id,
      staff: staff.client,
    };
  });

  /** What the browser does: slot → encrypt → finalise; the report as stored, with the reporter's password. */
  async function sendReport() {
    const visitor = new TestClient();
    const slot = await visitor.call(startSubmission, {
      params: { alias: org.alias },
      body: { categoryId: org.categoryId, files: [] },
    });
    const encrypted = await encryptSubmission(
      slot.body,
      { fields: [{ fieldId: org.fieldId, value: 'Prezes bierze łapówki' }], reporter: null, files: [] },
      testArgon,
    );
    const answer = await visitor.call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.body.reportId },
      body: { slotToken: slot.body.slotToken, categoryId: org.categoryId, ...encrypted.body },
    });
    expect(answer.status).toBe(200);
    const stored = await getReportRecord(org.tenantId, slot.body.reportId);
    return { ...stored!, reporterPassword: encrypted.password };
  }

  /** The category's reports acknowledged in time, as the statistics count them. */
  async function acknowledgedInTime(): Promise<number> {
    const month = polishMonth(new Date());
    const statistics = await listReportStatistics(org.tenantId, month, month);
    return statistics.find((item) => item.categoryId === org.categoryId)?.ackInTime ?? 0;
  }

  it('while the rule is off, leaves the acknowledgement to staff opening the report', async () => {
    expect((await org.staff.call(updateRules, { body: rules(false, 'Dziękujemy.') })).status).toBe(200);
    const report = await sendReport();
    expect(report.acknowledgedAt).toBeNull();
    expect(report.automaticAcknowledgement).toBeUndefined();
    const reporter = await logInAsReporter(report);
    expect((await reporter.call(listInboxMessages)).body.automaticAcknowledgement).toBeNull();
    const opened = await org.staff.call(openReport, { params: { reportId: report.reportId } });
    expect(opened.body.acknowledgedAt).not.toBeNull();
  });

  it('while on, records the version at receipt, meets the term then, and starts both sides of the conversation with the text', async () => {
    const texts = rules(true, 'Dziękujemy, zgłoszenie dotarło.', 'Дякуємо, повідомлення надійшло.');
    expect((await org.staff.call(updateRules, { body: texts })).status).toBe(200);
    const version = (await org.staff.call(getSettings)).body.rules.acknowledgement.version!;
    const ackInTimeBefore = await acknowledgedInTime();
    const report = await sendReport();

    expect(report.state).toBe(1);
    expect(report.acknowledgedAt).toBe(report.receivedAt);
    expect(report.automaticAcknowledgement).toEqual({ templateId: expect.any(String), version });
    expect(await getAcknowledgementTemplate(org.tenantId, report.automaticAcknowledgement!)).toMatchObject({
      texts: { text: 'Dziękujemy, zgłoszenie dotarło.' },
    });
    // The term is met on the day of receipt, and counted so at once (the statistics move with the write).
    expect(settledTerms({ ...report, feedbackAt: null }).acknowledgement).toBe('inTime');
    expect(await acknowledgedInTime()).toBe(ackInTimeBefore + 1);

    const log = (await logOf(org.tenantId)).filter((entry) => entry.reportId === report.reportId);
    expect(log.map((entry) => [entry.userName, entry.text])).toEqual([
      [auditActorNames.reporter, 'Przyjęcie zgłoszenia z formularza'],
      [
        auditActorNames.system,
        expect.stringMatching(/^Automatyczne potwierdzenie przyjęcia zgłoszenia .+ \(reguła\)$/),
      ],
    ]);

    const expected = {
      sentAt: report.receivedAt,
      text: 'Dziękujemy, zgłoszenie dotarło.',
      translations: { uk: 'Дякуємо, повідомлення надійшло.' },
    };
    const reporter = await logInAsReporter(report);
    expect((await reporter.call(listInboxMessages)).body).toEqual({ messages: [], automaticAcknowledgement: expected });
    const staffView = await org.staff.call(listReportMessages, { params: { reportId: report.reportId } });
    expect(staffView.body.automaticAcknowledgement).toEqual(expected);

    // Opening it is no acknowledgement any more: the date stays the receipt's.
    const opened = await org.staff.call(openReport, { params: { reportId: report.reportId } });
    expect(opened.body).toEqual({ state: 2, acknowledgedAt: report.receivedAt });
    expect((await getReportRecord(org.tenantId, report.reportId))?.acknowledgedAt).toBe(report.receivedAt);
    const openedEntry = (await logOf(org.tenantId)).filter((entry) => entry.reportId === report.reportId).at(-1);
    expect(openedEntry?.text).toMatch(/^Otwarcie zgłoszenia [^(]+$/);

    // A later text is a new version: what this reporter was told stays as it was told.
    expect((await org.staff.call(updateRules, { body: rules(true, 'Nowy tekst.') })).status).toBe(200);
    expect((await reporter.call(listInboxMessages)).body.automaticAcknowledgement).toEqual(expected);
    expect((await sendReport()).automaticAcknowledgement).toEqual({
      templateId: report.automaticAcknowledgement!.templateId,
      version: version + 1,
    });
  });
});
