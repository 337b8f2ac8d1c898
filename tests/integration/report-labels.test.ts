import { beforeAll, describe, expect, it } from 'vitest';
import { getReport, listRegister, listReports, setReportLabel } from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { reportLabelLimits, reportState } from '@shared/domain/report.js';
import { reportTexts } from '@shared/messages/reports.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import type { TestClient } from '../support/api-client.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * Etykieta (issue 29): administrators and users of the report's category set, change
 * and remove a report's label, encrypted in the browser under the organisation metadata key
 * (purpose `label`), on the version they saw; never an auditor, never another organisation.
 */
let org: Organisation;
let stranger: Organisation;

beforeAll(async () => {
  [org, stranger] = await Promise.all([organisationWithStaff(), organisationWithStaff()]);
});

const context = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: CONTENT_PURPOSE.label,
});
const encryptLabel = (report: ReportRecord, text: string) =>
  encryptContent(org.main.unlocked.metadataKey!, text, context(report));
const readLabel = (report: ReportRecord, label: unknown) =>
  decryptContentText(org.main.unlocked.metadataKey!, label, context(report));

const setLabel = (client: TestClient, report: ReportRecord, label: ContentEnvelope | null, labelVersion: number) =>
  client.call(setReportLabel, { params: { reportId: report.reportId }, body: { label, labelVersion } });

const versionOf = async (client: TestClient, report: ReportRecord) =>
  (await client.call(getReport, { params: { reportId: report.reportId } })).body.labelVersion;

describe("a report's label", () => {
  it('is set by a user of its category on the version read, and every list, the register and the report show it; logged without its text', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect(await versionOf(org.clients.user, report)).toBe(0);
    const label = await encryptLabel(report, 'Pilne — zażółć gęślą jaźń');
    const saved = await setLabel(org.clients.user, report, label, 0);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ label, labelVersion: 1 });

    const details = (await org.clients.admin.call(getReport, { params: { reportId: report.reportId } })).body;
    expect(details).toMatchObject({ label, labelVersion: 1 });
    expect(await readLabel(report, details.label)).toBe('Pilne — zażółć gęślą jaźń');
    const row = (await org.clients.user.call(listReports, { query: { state: 'open', perPage: -1 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(row?.label).toEqual(label);
    const registered = (await org.clients.auditor.call(listRegister, { query: { perPage: -1 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(registered?.label).toEqual(label);

    const entries = (await listLogEntries(org.tenantId, { limit: 50 })).items.filter(
      (entry) => entry.reportId === report.reportId,
    );
    const userId = (await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).body.adminId;
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([['report.label.set', userId]]);
    expect(JSON.stringify(entries)).not.toContain('zażółć');
  });

  it('is changed and removed on the version read, by an administrator too; each change is logged', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    expect((await setLabel(org.clients.mainAdmin, report, await encryptLabel(report, 'RODO'), 0)).status).toBe(200);
    const changed = await encryptLabel(report, 'BHP');
    expect((await setLabel(org.clients.admin, report, changed, 1)).body).toEqual({ label: changed, labelVersion: 2 });
    expect((await setLabel(org.clients.user, report, null, 2)).body).toEqual({ label: null, labelVersion: 3 });
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored).toMatchObject({ label: null, labelVersion: 3 });
    const row = (
      await org.clients.user.call(listReports, { query: { state: 'archived', perPage: -1 } })
    ).body.rows.find((r) => r.reportId === report.reportId);
    expect(row?.label).toBeNull();
    const actions = (await listLogEntries(org.tenantId, { limit: 50 })).items
      .filter((entry) => entry.reportId === report.reportId)
      .map((entry) => entry.action);
    expect(actions.sort()).toEqual(['report.label.removed', 'report.label.set', 'report.label.set']);
  });

  it('of two editors on the same version: the second gets a Polish 409 and the first one’s label stays', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const seen = await versionOf(org.clients.admin, report);
    expect(await versionOf(org.clients.user, report)).toBe(seen);
    const first = await encryptLabel(report, 'Do weryfikacji przez dział prawny');
    expect((await setLabel(org.clients.admin, report, first, seen)).status).toBe(200);

    const second = await setLabel(org.clients.user, report, await encryptLabel(report, 'Ochrona środowiska'), seen);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(reportTexts.labelChangedMeanwhile);
    const removal = await setLabel(org.clients.user, report, null, seen);
    expect(removal.status).toBe(409);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.labelVersion).toBe(seen + 1);
    expect(await readLabel(report, stored?.label)).toBe('Do weryfikacji przez dział prawny');
    const row = (await org.clients.user.call(listReports, { query: { state: 'open', perPage: -1 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(await readLabel(report, row?.label)).toBe('Do weryfikacji przez dział prawny');
    const logged = (await listLogEntries(org.tenantId, { limit: 50 })).items.filter(
      (entry) => entry.reportId === report.reportId,
    );
    expect(logged).toHaveLength(1);
  });

  it('of two editors saving at the same moment: exactly one is saved, the other gets 409, and the row shows the one saved', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const texts = ['Zamówienia publiczne', 'Pilne — finanse'];
    const answers = await Promise.all([
      setLabel(org.clients.admin, report, await encryptLabel(report, texts[0]!), 0),
      setLabel(org.clients.user, report, await encryptLabel(report, texts[1]!), 0),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = texts[answers.findIndex((answer) => answer.status === 200)];
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.labelVersion).toBe(1);
    expect(await readLabel(report, stored?.label)).toBe(winner);
    const row = (await org.clients.admin.call(listReports, { query: { state: 'open', perPage: -1 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(await readLabel(report, row?.label)).toBe(winner);
  });

  it('is refused to an auditor (403), to a user of another category and to another organisation (404); nothing changes', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const label = await encryptLabel(report, 'BHP');
    expect((await setLabel(org.clients.auditor, report, label, 0)).status).toBe(403);
    const elsewhere = await setLabel(org.clients.otherCategoryUser, report, label, 0);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(reportTexts.notFound);
    expect((await setLabel(stranger.clients.mainAdmin, report, label, 0)).status).toBe(404);
    expect(await getReportRecord(org.tenantId, report.reportId)).toMatchObject({ label: null });
    expect((await getReportRecord(org.tenantId, report.reportId))?.labelVersion).toBeUndefined();
    expect(
      (await listLogEntries(org.tenantId, { limit: 50 })).items.filter((entry) => entry.reportId === report.reportId),
    ).toEqual([]);
  });

  it('refuses a ciphertext longer than the limit allows, or of an empty text, with a Polish 400; nothing changes', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    // Only the ciphertext's size is seen: the bytes of the longest label (4 a character) fit, one more does not.
    const longest = await encryptLabel(report, 'x'.repeat(reportLabelLimits.maxChars * 4));
    expect(longest.ct.length).toBeLessThanOrEqual(reportLabelLimits.ciphertextMaxChars);
    const tooLong = await setLabel(
      org.clients.user,
      report,
      await encryptLabel(report, 'x'.repeat(reportLabelLimits.maxChars * 4 + 1)),
      0,
    );
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(reportTexts.labelTooLong(reportLabelLimits.maxChars));
    const empty = await setLabel(org.clients.user, report, await encryptLabel(report, ''), 0);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(reportTexts.labelEmpty);
    expect(await getReportRecord(org.tenantId, report.reportId)).toMatchObject({ label: null });
    expect((await setLabel(org.clients.user, report, longest, 0)).status).toBe(200);
  });
});
