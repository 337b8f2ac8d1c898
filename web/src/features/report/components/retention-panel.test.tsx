import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearReportLegalHold } from '@shared/contracts/reports/clear-report-legal-hold.js';
import { setReportFollowUpEnd } from '@shared/contracts/reports/set-report-follow-up-end.js';
import { setReportLegalHold } from '@shared/contracts/reports/set-report-legal-hold.js';
import { reportState } from '@shared/domain/report.js';
import { contractHandler, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { reportDetailsFixture } from '@/test/report-fixtures.js';
import type { ReportDetails } from '../api/get-report.js';
import { RetentionPanel } from './retention-panel.js';

const details = (overrides: Partial<ReportDetails>): ReportDetails =>
  reportDetailsFixture({ state: reportState.archived, archivedAt: '2026-03-10T09:00:00.000Z', ...overrides });

const renderPanel = (report: ReportDetails) =>
  render(
    <ModalsProvider>
      <Notifications />
      <RetentionPanel report={report} />
    </ModalsProvider>,
  );

describe('retention and legal hold on the report page', () => {
  it('tells when a closed report will be deleted, and lets an administrator hold it with a reason', async () => {
    const held: string[] = [];
    server.use(
      contractHandler(setReportLegalHold, ({ body }) => {
        held.push(body.reason);
        return { legalHold: { reason: body.reason, setAt: '2026-11-23T10:00:00.000Z', setByName: 'Anna Demo' } };
      }),
    );
    const { user } = renderPanel(details({}));
    expect(
      screen.getByText(
        'Zgłoszenie zostanie trwale usunięte 1.01.2030 (3 lata po końcu roku, w którym zakończono działania następcze).',
      ),
    ).toBeTruthy();
    const holdButton = screen.getByRole('button', { name: 'Wstrzymaj usunięcie' });
    expect(holdButton.hasAttribute('disabled')).toBe(true);
    await user.click(
      (await screen.findAllByLabelText('Przyczyna wstrzymania')).find((element) => element.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: 'postępowanie sądowe' }));
    await user.click(holdButton);
    expect(await screen.findByText('Zapisano.')).toBeTruthy();
    expect(held).toEqual(['court']);
  });

  it('shows a hold and lifts it after asking', async () => {
    const lifted: string[] = [];
    server.use(
      contractHandler(clearReportLegalHold, ({ params }) => {
        lifted.push(params.reportId);
        return { legalHold: null };
      }),
    );
    const report = details({
      legalHold: { reason: 'prosecution', setAt: '2026-11-20T10:00:00.000Z', setByName: 'Anna Demo' },
    });
    const { user } = renderPanel(report);
    expect(
      screen.getByText(
        'Usunięcie wstrzymane: postępowanie przygotowawcze (prokuratura, policja) (od 20.11.2026, Anna Demo).',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zdejmij wstrzymanie' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Zapisano.')).toBeTruthy();
    expect(lifted).toEqual([report.reportId]);
  });

  it('offers no hold to others, and says when the clock starts for an open report', () => {
    renderPanel(details({ canHold: false, state: reportState.open, archivedAt: null }));
    expect(screen.queryByRole('button', { name: 'Wstrzymaj usunięcie' })).toBeNull();
    expect(screen.getByText(/zacznie biec po archiwizacji zgłoszenia/)).toBeTruthy();
  });
});

describe("'Zakończenie działań następczych'", () => {
  const recorded = { on: '2025-12-15', setAt: '2026-01-05T10:00:00.000Z', setByName: 'Anna Demo' };

  it('counts retention from the day recorded, said with who recorded it', () => {
    renderPanel(details({ followUpEnd: recorded }));
    expect(screen.getByText('Działania następcze zakończono 15.12.2025 (zapisał(a): Anna Demo).')).toBeTruthy();
    // Archived in 2026, follow-up ended in 2025: deleted on 1 January 2029, not 2030.
    expect(screen.getByText(/zostanie trwale usunięte 1\.01\.2029/)).toBeTruthy();
  });

  it('lets an administrator record a day, and refuses one in the future without sending it', async () => {
    const sent: (string | null)[] = [];
    server.use(
      contractHandler(setReportFollowUpEnd, ({ body }) => {
        sent.push(body.on);
        return { followUpEnd: body.on ? { ...recorded, on: body.on } : null };
      }),
    );
    const { user } = renderPanel(details({ receivedAt: '2026-03-01T09:00:00.000Z' }));
    const input = screen.getByLabelText('Zakończenie działań następczych');
    await user.type(input, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Zapisz datę' }));
    expect(
      await screen.findByText('Data zakończenia działań następczych nie może być późniejsza niż dzisiaj.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Zapisz datę' }));
    expect(await screen.findByText('Zapisano.')).toBeTruthy();
    expect(sent).toEqual(['2026-03-05']);
  });

  it('removes the recorded day on request; others only read it', async () => {
    const sent: (string | null)[] = [];
    server.use(
      contractHandler(setReportFollowUpEnd, ({ body }) => {
        sent.push(body.on);
        return { followUpEnd: null };
      }),
    );
    const { user, unmount } = renderPanel(details({ followUpEnd: recorded }));
    await user.click(screen.getByRole('button', { name: 'Usuń datę' }));
    expect(await screen.findByText('Zapisano.')).toBeTruthy();
    expect(sent).toEqual([null]);
    unmount();
    renderPanel(details({ followUpEnd: recorded, canHold: false }));
    expect(screen.getByText(/Działania następcze zakończono 15\.12\.2025/)).toBeTruthy();
    expect(screen.queryByLabelText('Zakończenie działań następczych')).toBeNull();
  });
});
