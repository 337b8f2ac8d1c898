import { beforeAll, describe, expect, it } from 'vitest';
import { getReportContent, setReportRedactions } from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { fieldTarget, redactionLimits, type RedactionRecord } from '@shared/domain/redactions.js';
import { reportState } from '@shared/domain/report.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { reportTexts } from '@shared/messages/reports.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import type { TestClient } from '../support/api-client.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * 'Zaczernienia' (issue #35): the redacted ranges are one record encrypted in the browser under the
 * report key; the server keeps it on the report, on the version the caller saw, and logs the change
 * without anything of what is redacted. Administrators and users who may reply in the category.
 */
let org: Organisation;
let stranger: Organisation;
let reportKey: CryptoKey;

beforeAll(async () => {
  [org, stranger, reportKey] = await Promise.all([
    organisationWithStaff(),
    organisationWithStaff(),
    generateReportKey(),
  ]);
});

const context = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: CONTENT_PURPOSE.redactions,
});
const record = (label: string): RedactionRecord => ({
  v: 1,
  redactions: [{ target: fieldTarget('f1'), start: 0, end: 9, kind: 'replace', label }],
});
const encrypt = (report: ReportRecord, value: RedactionRecord | string) =>
  encryptContent(reportKey, typeof value === 'string' ? value : JSON.stringify(value), context(report));

const save = (
  client: TestClient,
  report: ReportRecord,
  redactions: ContentEnvelope | null,
  redactionsVersion: number,
) =>
  client.call(setReportRedactions, { params: { reportId: report.reportId }, body: { redactions, redactionsVersion } });

const contentOf = async (client: TestClient, report: ReportRecord) =>
  (await client.call(getReportContent, { params: { reportId: report.reportId } })).body;

const logOf = async (report: ReportRecord) =>
  (await listLogEntries(org.tenantId, { limit: 100 })).items.filter((entry) => entry.reportId === report.reportId);

describe("a report's redactions", () => {
  it('are saved by a user who may reply, on the version read; the content gives them back; logged without their text', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect(await contentOf(org.clients.user, report)).toMatchObject({ redactions: null, redactionsVersion: 0 });
    const sealed = await encrypt(report, record('[świadek 1]'));
    const saved = await save(org.clients.user, report, sealed, 0);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ redactionsVersion: 1 });

    // Everyone who sees the report gets the record, the auditor too (the redacted copy is made from it).
    const seen = await contentOf(org.clients.auditor, report);
    expect(seen).toMatchObject({ redactions: sealed, redactionsVersion: 1 });
    expect(JSON.parse(await decryptContentText(reportKey, seen.redactions, context(report)))).toEqual(
      record('[świadek 1]'),
    );
    const entries = await logOf(report);
    expect(entries.map((entry) => entry.action)).toEqual(['report.redactions.changed']);
    expect(JSON.stringify(entries)).not.toContain('świadek');
  });

  it('are replaced and removed on the version read, by an administrator too; each change is logged', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    expect((await save(org.clients.mainAdmin, report, await encrypt(report, record('[A]')), 0)).status).toBe(200);
    expect((await save(org.clients.admin, report, await encrypt(report, record('[B]')), 1)).body).toEqual({
      redactionsVersion: 2,
    });
    expect((await save(org.clients.user, report, null, 2)).body).toEqual({ redactionsVersion: 3 });
    expect(await getReportRecord(org.tenantId, report.reportId)).toMatchObject({
      redactions: null,
      redactionsVersion: 3,
    });
    expect((await logOf(report)).map((entry) => entry.action)).toEqual(Array(3).fill('report.redactions.changed'));
  });

  it('of two handlers saving on the same version at once: exactly one is kept, the other gets the Polish 409', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const answers = await Promise.all([
      save(org.clients.admin, report, await encrypt(report, record('[pierwszy]')), 0),
      save(org.clients.user, report, await encrypt(report, record('[drugi]')), 0),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe(redactionTexts.changedMeanwhile);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.redactionsVersion).toBe(1);
    const kept = JSON.parse(
      await decryptContentText(reportKey, stored?.redactions, context(report)),
    ) as RedactionRecord;
    const winner = answers.findIndex((answer) => answer.status === 200) === 0 ? '[pierwszy]' : '[drugi]';
    expect(kept).toEqual(record(winner));
    expect(await logOf(report)).toHaveLength(1);
    // A stale version is refused too, and changes nothing.
    expect((await save(org.clients.user, report, null, 0)).status).toBe(409);
    expect((await getReportRecord(org.tenantId, report.reportId))?.redactionsVersion).toBe(1);
  });

  it('are refused to an auditor and a user who may not reply (403), another category and another organisation (404); nothing changes', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const sealed = await encrypt(report, record('[X]'));
    expect((await save(org.clients.auditor, report, sealed, 0)).status).toBe(403);
    const withoutReply = await save(org.clients.userWithoutReply, report, sealed, 0);
    expect(withoutReply.status).toBe(403);
    expect(withoutReply.body.message).toBe(redactionTexts.forbidden);
    const elsewhere = await save(org.clients.otherCategoryUser, report, sealed, 0);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(reportTexts.notFound);
    expect((await save(stranger.clients.mainAdmin, report, sealed, 0)).status).toBe(404);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.redactions).toBeUndefined();
    expect(stored?.redactionsVersion).toBeUndefined();
    expect(await logOf(report)).toEqual([]);
  });

  it('refuses a record over the size limit and a malformed body with a Polish 400; nothing changes', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const huge = await encrypt(report, 'x'.repeat((redactionLimits.ciphertextMaxChars * 3) / 4 + 1));
    const tooLarge = await save(org.clients.user, report, huge, 0);
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.body)).toContain(redactionTexts.tooLarge);
    const malformed = await org.clients.user.call(setReportRedactions, {
      params: { reportId: report.reportId },
      body: { redactions: { v: 1, alg: 'A256GCM', iv: 'x', ct: '' }, redactionsVersion: -1 } as never,
    });
    expect(malformed.status).toBe(400);
    expect((await getReportRecord(org.tenantId, report.reportId))?.redactionsVersion).toBeUndefined();
  });
});
