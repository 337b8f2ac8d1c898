import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setReportHandlers } from '@shared/contracts/index.js';
import { reportHandlerTexts } from '@shared/messages/report-handlers.js';
import { reportTexts } from '@shared/messages/reports.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { reportDetailsFixture } from '@/test/report-fixtures.js';
import type { ReportDetails } from '../api/get-report.js';
import { HandlersSection } from './handlers-section.js';

const anna = { userId: 'user-anna', name: 'Anna Demo' };
const piotr = { userId: 'user-piotr', name: 'Piotr Nowak' };

function renderSection(overrides: Partial<ReportDetails>, answer?: 'conflict') {
  const report = reportDetailsFixture({ handlersVersion: 2, ...overrides });
  const sent: { handlerIds: string[]; handlersVersion: number }[] = [];
  server.use(
    contractHandler(setReportHandlers, ({ body }) => {
      sent.push(body);
      return answer === 'conflict'
        ? errorResponse('CONFLICT', { message: reportTexts.changedMeanwhile })
        : { handlers: [anna, piotr].filter((h) => body.handlerIds.includes(h.userId)), handlersVersion: 3 };
    }),
  );
  const { user } = render(
    <>
      <Notifications />
      <HandlersSection report={report} />
    </>,
  );
  return { sent, user };
}

/** The MultiSelect's input (Mantine labels the wrapper and the input alike). */
const chooser = () =>
  screen.getAllByLabelText(reportHandlerTexts.choose).find((element) => element.tagName === 'INPUT')!;

describe("the report's 'Osoba prowadząca'", () => {
  it('shows the handlers by name, read-only, to someone who may not choose them', () => {
    renderSection({ handlers: [anna, piotr], canAssignHandlers: false });
    expect(screen.getByRole('heading', { name: 'Osoba prowadząca' })).toBeTruthy();
    expect(screen.getByText('Anna Demo, Piotr Nowak')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });

  it('says that nobody handles it when nobody does', () => {
    renderSection({ handlers: [], canAssignHandlers: false });
    expect(screen.getByText('Brak osoby prowadzącej.')).toBeTruthy();
  });

  it('lets an allowed user add a colleague and saves the whole list on the version shown', async () => {
    const { sent, user } = renderSection({
      handlers: [anna],
      canAssignHandlers: true,
      eligibleHandlers: [anna, piotr],
    });
    const save = screen.getByRole('button', { name: 'Zapisz' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(chooser());
    await user.click(await screen.findByRole('option', { name: 'Piotr Nowak' }));
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ handlerIds: [anna.userId, piotr.userId], handlersVersion: 2 }]));
    expect(await screen.findByText(reportHandlerTexts.saved)).toBeTruthy();
  });

  it('shows the conflict text when someone changed the handlers meanwhile', async () => {
    const { user } = renderSection(
      { handlers: [anna], canAssignHandlers: true, eligibleHandlers: [anna, piotr] },
      'conflict',
    );
    await user.click(chooser());
    await user.click(await screen.findByRole('option', { name: 'Piotr Nowak' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(reportTexts.changedMeanwhile, { exact: false })).toBeTruthy();
  });
});
