import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getReport } from '@shared/contracts/reports/get-report.js';
import { setReportHandlers } from '@shared/contracts/reports/set-report-handlers.js';
import { reportHandlerTexts } from '@shared/messages/report-handlers.js';
import { reportTexts } from '@shared/messages/reports.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { reportDetailsFixture } from '@/test/report-fixtures.js';
import { useReport, type ReportDetails } from '../api/get-report.js';
import { HandlersSection } from './handlers-section.js';

const anna = { userId: 'user-anna', name: 'Anna Demo' };
const piotr = { userId: 'user-piotr', name: 'Piotr Nowak' };

/** The section as the report page shows it: over the report as read, read again after each change. */
function SectionOfReport({ reportId }: { reportId: string }) {
  const report = useReport(reportId);
  return report.data ? <HandlersSection report={report.data} /> : null;
}

function renderSection(overrides: Partial<ReportDetails>, answer?: 'conflict') {
  let report = reportDetailsFixture({ handlersVersion: 2, ...overrides });
  const sent: { handlerIds: string[]; handlersVersion: number }[] = [];
  server.use(
    contractHandler(getReport, () => report),
    contractHandler(setReportHandlers, ({ body }) => {
      sent.push(body);
      if (answer === 'conflict') {
        // A colleague made Piotr the only handler meanwhile.
        report = { ...report, handlers: [piotr], handlersVersion: report.handlersVersion + 1 };
        return errorResponse('CONFLICT', { message: reportTexts.changedMeanwhile });
      }
      const handlers = [anna, piotr].filter((h) => body.handlerIds.includes(h.userId));
      report = { ...report, handlers, handlersVersion: report.handlersVersion + 1 };
      return { handlers, handlersVersion: report.handlersVersion };
    }),
  );
  const { user } = render(
    <>
      <Notifications />
      <SectionOfReport reportId={report.reportId} />
    </>,
  );
  return { sent, user };
}

/** The names chosen in the MultiSelect (its pills). */
const chosenNames = () => [...document.querySelectorAll('.mantine-MultiSelect-pill')].map((pill) => pill.textContent);

/** The chooser once the report has come. */
const screenChooser = async () => {
  await screen.findByRole('button', { name: 'Zapisz' });
  return chooser();
};

/** The MultiSelect's input (Mantine labels the wrapper and the input alike). */
const chooser = () =>
  screen.getAllByLabelText(reportHandlerTexts.choose).find((element) => element.tagName === 'INPUT')!;

describe("the report's 'Osoba prowadząca'", () => {
  it('shows the handlers by name, read-only, to someone who may not choose them', async () => {
    renderSection({ handlers: [anna, piotr], canAssignHandlers: false });
    expect(await screen.findByRole('heading', { name: 'Osoba prowadząca' })).toBeTruthy();
    expect(screen.getByText('Anna Demo, Piotr Nowak')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });

  it('says that nobody handles it when nobody does', async () => {
    renderSection({ handlers: [], canAssignHandlers: false });
    expect(await screen.findByText('Brak osoby prowadzącej.')).toBeTruthy();
  });

  it('lets an allowed user add a colleague and saves the whole list on the version shown', async () => {
    const { sent, user } = renderSection({
      handlers: [anna],
      canAssignHandlers: true,
      eligibleHandlers: [anna, piotr],
    });
    const save = await screen.findByRole('button', { name: 'Zapisz' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(chooser());
    await user.click(await screen.findByRole('option', { name: 'Piotr Nowak' }));
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ handlerIds: [anna.userId, piotr.userId], handlersVersion: 2 }]));
    expect(await screen.findByText(reportHandlerTexts.saved)).toBeTruthy();
  });

  it('after someone changed the handlers meanwhile: says so, and shows their choice to start from', async () => {
    const { user } = renderSection(
      { handlers: [anna], canAssignHandlers: true, eligibleHandlers: [anna, piotr] },
      'conflict',
    );
    await user.click(await screenChooser());
    await user.click(await screen.findByRole('option', { name: 'Piotr Nowak' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(reportTexts.changedMeanwhile, { exact: false })).toBeTruthy();
    // The report read again: Piotr alone, as the colleague left it, and nothing to save yet.
    await waitFor(() => expect(chosenNames()).toEqual(['Piotr Nowak']));
    expect(screen.getByRole('button', { name: 'Zapisz' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(reportTexts.changedMeanwhile, { exact: false })).toBeTruthy();
  });
});
