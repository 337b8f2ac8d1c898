/**
 * The protocols of oral reports (issue #32) in headless Chromium against the whole local product:
 * on a report with a voice message, the administrator writes the transcript ('Protokół wiadomości
 * głosowej'), encrypted in the browser under the report key; the reporter reads it in the inbox
 * and approves it; staff then see it approved. The reporter asks for a meeting ('Poproś o
 * spotkanie'), and staff see its 14-day term under 'Terminy ustawowe'.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { addCalendarDays, MEETING_DAYS } from '@shared/domain/deadlines.js';
import { polishCalendarDate, reportState } from '@shared/domain/report.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { deadlineTexts } from '@shared/messages/deadlines.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { getReportProtocol } from '../../functions/data/report-protocols.js';
import { BrowserPages, field, logInAsStaff } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { givenReport, type GivenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const transcript = 'Dzień dobry. Faktury za usługi doradcze są płacone, choć nikt ich nie wykonał — zażółć gęślą jaźń.';

let org: StaffOrganisation;
let report: GivenReport;
let pages: BrowserPages;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Protokolu-Glosu-1');
  const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  report = await givenReport(internal, {
    organisation: org.organisation,
    state: reportState.open,
    files: [
      {
        name: 'wiadomosc-glosowa.webm',
        bytes: new Uint8Array([26, 69, 223, 163]),
        voice: JSON.stringify({ disguised: true, durationSeconds: 14 }),
      },
    ],
    productionArgon: true,
  });
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

journey('a transcript approved and a meeting asked for (browser)', () => {
  let staff: Page;
  let reporter: Page;

  it('the administrator writes the transcript of the voice message on the report page', async () => {
    staff = await pages.open();
    await logInAsStaff(staff, origin, org.email, org.password);
    await staff.goto(`${origin}/signal/${report.reportId}`);
    const section = staff.getByRole('region', { name: protocolTexts.title.voice });
    await section.getByText(protocolTexts.none.voice).waitFor({ timeout: 60_000 });
    await section.getByRole('button', { name: protocolTexts.write }).click();
    await section.getByLabel(protocolTexts.text).fill(transcript);
    await section.getByRole('button', { name: protocolTexts.save }).click();
    await section.getByText(protocolTexts.state.awaiting).waitFor();
    await section.getByText(transcript).waitFor();
    // The server holds ciphertext only.
    const stored = await getReportProtocol(report.tenantId, report.reportId, 'voice');
    expect(stored?.version).toBe(1);
    expect(JSON.stringify(stored)).not.toContain('doradcze');
  });

  it('the reporter reads it in the inbox and approves it', async () => {
    reporter = await pages.open();
    await reporter.goto(`${origin}/inboxlogin`);
    await reporter.getByLabel(field(inboxTexts.identifier)).fill(formatReporterIdentifier(report.identifier));
    await reporter.getByLabel(field(inboxTexts.password)).fill(report.reporterPassword);
    await reporter.getByRole('button', { name: inboxTexts.login }).click();
    const panel = reporter.getByRole('region', { name: protocolTexts.title.voice });
    await panel.getByText(transcript).waitFor({ timeout: 60_000 });
    await panel.getByRole('button', { name: 'Zatwierdź protokół' }).click();
    await panel.getByText(protocolTexts.approveConfirm).waitFor();
    await panel.getByRole('button', { name: 'Zatwierdź protokół' }).click();
    await reporter.getByText(protocolTexts.approvedDone).waitFor();
    await panel.getByText(protocolTexts.state.approved).waitFor();
  });

  it('staff see it approved, and no longer offer to correct it', async () => {
    await staff.reload();
    const section = staff.getByRole('region', { name: protocolTexts.title.voice });
    await section.getByText(protocolTexts.state.approved).waitFor({ timeout: 60_000 });
    expect(await section.getByRole('button', { name: protocolTexts.correct }).count()).toBe(0);
  });

  it('the reporter asks for a meeting; staff see its 14-day term with the Act’s other terms', async () => {
    const meeting = reporter.getByRole('region', { name: protocolTexts.meeting });
    await meeting.getByRole('button', { name: protocolTexts.requestMeeting }).click();
    await meeting.getByRole('button', { name: protocolTexts.requestMeeting }).click();
    await reporter.getByText(protocolTexts.meetingRequestedDone).waitFor();
    await meeting.getByText(/^Poproszono o spotkanie /).waitFor();

    await staff.reload();
    const due = addCalendarDays(polishCalendarDate(new Date()), MEETING_DAYS).split('-');
    const dueText = `${Number(due[2])}.${due[1]}.${due[0]}`;
    const term = staff.locator('dt', { hasText: deadlineTexts.meeting }).locator('xpath=following-sibling::dd[1]');
    await term.getByText(deadlineTexts.due(dueText)).waitFor({ timeout: 60_000 });
    await staff
      .getByRole('region', { name: protocolTexts.title.meeting })
      .getByRole('button', { name: protocolTexts.write })
      .waitFor();
  });
});
