import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markReportFeedback } from '@shared/contracts/reports/mark-report-feedback.js';
import { reportState } from '@shared/domain/report.js';
import { contractHandler, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { reportDetailsFixture } from '@/test/report-fixtures.js';
import type { ReportDetails } from '../api/get-report.js';
import { StatutoryTerms } from './statutory-terms.js';

const details = (overrides: Partial<ReportDetails>): ReportDetails =>
  reportDetailsFixture({ canHold: false, ...overrides });

const term = (name: string) => screen.getByText(name).closest('div') as HTMLElement;

describe("the Act's terms on the report page", () => {
  it('shows both due dates, a late acknowledgement as late, and a feedback term that has passed', () => {
    // Received 2 January 2026, opened on day 8; no feedback; closed on 10 May 2026.
    render(
      <StatutoryTerms
        report={details({
          state: reportState.archived,
          receivedAt: '2026-01-02T09:00:00.000Z',
          acknowledgedAt: '2026-01-10T09:00:00.000Z',
          archivedAt: '2026-05-10T09:00:00.000Z',
        })}
      />,
    );
    const acknowledgement = term('Potwierdzenie przyjęcia (7 dni)');
    expect(within(acknowledgement).getByText('Termin: 9.01.2026')).toBeTruthy();
    expect(within(acknowledgement).getByText('Przekazano 10.01.2026, po terminie.')).toBeTruthy();
    const feedback = term('Informacja zwrotna (3 miesiące)');
    expect(within(feedback).getByText('Termin: 9.04.2026')).toBeTruthy();
    expect(within(feedback).getByText('Termin minął.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Informacja zwrotna przekazana' })).toBeNull();
  });

  it('marks feedback given elsewhere after asking, for someone who may reply', async () => {
    const marked: string[] = [];
    server.use(
      contractHandler(markReportFeedback, ({ params }) => {
        marked.push(params.reportId);
        return { feedbackAt: new Date().toISOString() };
      }),
    );
    const report = details({ receivedAt: new Date().toISOString(), acknowledgedAt: new Date().toISOString() });
    const { user } = render(
      <ModalsProvider>
        <Notifications />
        <StatutoryTerms report={report} />
      </ModalsProvider>,
    );
    expect(within(term('Potwierdzenie przyjęcia (7 dni)')).getByText(/, w terminie\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Informacja zwrotna przekazana' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Zapisano przekazanie informacji zwrotnej.')).toBeTruthy();
    expect(marked).toEqual([report.reportId]);
  });

  it('offers no marking without the reply right', () => {
    render(<StatutoryTerms report={details({ canResponse: false })} />);
    expect(screen.queryByRole('button', { name: 'Informacja zwrotna przekazana' })).toBeNull();
  });
});
