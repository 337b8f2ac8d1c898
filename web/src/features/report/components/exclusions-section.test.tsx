import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { excludeFromReport } from '@shared/contracts/reports/exclude-from-report.js';
import { readmitToReport } from '@shared/contracts/reports/readmit-to-report.js';
import type { ReportAccess } from '@shared/contracts/reports/schemas.js';
import { reportExclusionTexts as t } from '@shared/messages/report-exclusions.js';
import { reportTexts } from '@shared/messages/reports.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { ExclusionsSection } from './exclusions-section.js';

const anna = { userId: 'user-anna', name: 'Anna Demo' };
const piotr = { userId: 'user-piotr', name: 'Piotr Nowak' };
const ewa = { userId: 'admin-ewa', name: 'Ewa Administratorka' };

function renderSection(access: ReportAccess, answer?: 'conflict') {
  const report = {
    reportId: '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60',
    identifier: 'ABCD-1234',
    handlersVersion: 4,
    adminId: ewa.userId,
    access,
  };
  const excluded: { userIds: string[]; reason: string; handlersVersion: number }[] = [];
  const readmitted: { userId: string; handlersVersion: number }[] = [];
  const after = (excludedNow: typeof access.excluded) => ({
    handlers: [],
    handlersVersion: 5,
    access: { ...access, excluded: excludedNow },
  });
  server.use(
    contractHandler(excludeFromReport, ({ body }) => {
      excluded.push(body);
      return answer === 'conflict'
        ? errorResponse('CONFLICT', { message: reportTexts.changedMeanwhile })
        : after([...access.excluded, ...access.excludable.filter((p) => body.userIds.includes(p.userId))]);
    }),
    contractHandler(readmitToReport, ({ params, query }) => {
      readmitted.push({ userId: params.userId, handlersVersion: query.handlersVersion });
      return after(access.excluded.filter((p) => p.userId !== params.userId));
    }),
  );
  const { user, router } = render(
    <ModalsProvider>
      <Notifications />
      <ExclusionsSection report={report} />
    </ModalsProvider>,
  );
  return { excluded, readmitted, user, router };
}

/** The MultiSelect's input (Mantine labels the wrapper and the input alike). */
const chooser = () => screen.getAllByLabelText(t.choose, { exact: false }).find((el) => el.tagName === 'INPUT')!;

describe("the report's 'Wyłączenie z dostępu'", () => {
  it('names who is excluded and who still sees the report', () => {
    renderSection({ excluded: [piotr], seeing: [anna, ewa], excludable: [anna, ewa] });
    expect(screen.getByRole('heading', { name: t.section })).toBeTruthy();
    const list = screen.getByRole('list', { name: t.excluded });
    expect(within(list).getByText('Piotr Nowak')).toBeTruthy();
    expect(screen.getByText('Anna Demo, Ewa Administratorka')).toBeTruthy();
  });

  it('says that nobody is excluded when nobody is', () => {
    renderSection({ excluded: [], seeing: [anna], excludable: [anna] });
    expect(screen.getByText(t.noneExcluded)).toBeTruthy();
  });

  it('asks for a person and a reason, then confirms by name before sending on the version shown', async () => {
    const { excluded, user } = renderSection({ excluded: [], seeing: [anna, ewa], excludable: [anna, ewa] });
    await user.click(screen.getByRole('button', { name: t.open }));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByText(t.chooseRequired)).toBeTruthy();
    await user.click(chooser());
    await user.click(await screen.findByRole('option', { name: 'Anna Demo' }));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByText(t.reasonRequired)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: t.reason }), 'Osoba, której dotyczy zgłoszenie');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(t.question('ABCD-1234', 'Anna Demo'))).toBeTruthy();
    expect(screen.queryByText(t.selfWarning)).toBeNull();
    expect(excluded).toEqual([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await waitFor(() =>
      expect(excluded).toEqual([
        { userIds: [anna.userId], reason: 'Osoba, której dotyczy zgłoszenie', handlersVersion: 4 },
      ]),
    );
    expect(await screen.findByText(t.excludedSaved)).toBeTruthy();
  });

  it('warns an administrator who chose themselves, and takes them to the dashboard once they are excluded', async () => {
    const { excluded, user, router } = renderSection({ excluded: [], seeing: [anna, ewa], excludable: [anna, ewa] });
    await user.click(screen.getByRole('button', { name: t.open }));
    await user.click(chooser());
    await user.click(await screen.findByRole('option', { name: 'Ewa Administratorka' }));
    await user.type(screen.getByRole('textbox', { name: t.reason }), 'Konflikt interesów');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(t.selfWarning)).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(excluded.map((body) => body.userIds)).toEqual([[ewa.userId]]);
  });

  it('shows the server’s sentence when the access changed meanwhile, and goes back to the choice', async () => {
    const { user } = renderSection({ excluded: [], seeing: [anna, ewa], excludable: [anna, ewa] }, 'conflict');
    await user.click(screen.getByRole('button', { name: t.open }));
    await user.click(chooser());
    await user.click(await screen.findByRole('option', { name: 'Anna Demo' }));
    await user.type(screen.getByRole('textbox', { name: t.reason }), 'Powód');
    await user.click(screen.getByRole('button', { name: t.next }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(reportTexts.changedMeanwhile, { exact: false })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t.reason })).toBeTruthy();
  });

  it('readmits a person after asking, on the version shown', async () => {
    const { readmitted, user } = renderSection({ excluded: [piotr], seeing: [anna], excludable: [anna] });
    await user.click(screen.getByRole('button', { name: `${t.readmit}: Piotr Nowak` }));
    expect(await screen.findByText(t.readmitQuestion('Piotr Nowak'))).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.readmit }));
    await waitFor(() => expect(readmitted).toEqual([{ userId: piotr.userId, handlersVersion: 4 }]));
    expect(await screen.findByText(t.readmitted)).toBeTruthy();
  });
});
