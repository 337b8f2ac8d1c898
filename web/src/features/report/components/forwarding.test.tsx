import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getForward } from '@shared/contracts/forwards/get-forward.js';
import { listForwards } from '@shared/contracts/forwards/list-forwards.js';
import { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { getReport } from '@shared/contracts/reports/get-report.js';
import { listPrivateFiles } from '@shared/contracts/reports/list-private-files.js';
import { listReportMessages } from '@shared/contracts/reports/list-report-messages.js';
import { listReportNotes } from '@shared/contracts/reports/list-report-notes.js';
import { openReport } from '@shared/contracts/reports/open-report.js';
import type { Forward } from '@shared/contracts/forwards/schemas.js';
import { CONTENT_PURPOSE, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import { fieldType } from '@shared/domain/category.js';
import type { RedactionRecord } from '@shared/domain/redactions.js';
import { contractHandler, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import {
  holdKeys,
  organisationWithKeys,
  reportContentFixture,
  reportDetailsFixture,
  TENANT_ID,
} from '@/test/report-fixtures.js';

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

const forwardFixture = (overrides: Partial<Forward> = {}): Forward => ({
  forwardId: '00000000-0000-4000-8000-00000000f001',
  name: 'Prokuratura Rejonowa',
  emailTo: 'biuro@prokuratura.example',
  emailCc: 'sekretariat@prokuratura.example',
  withFiles: true,
  sentAt: '2026-11-23T09:00:00.000Z',
  senderName: 'Anna Kowalska',
  deliveredAt: null,
  delivery: 'sent',
  expiresAt: '2026-12-07T09:00:00.000Z',
  expired: false,
  downloadCount: 1,
  ...overrides,
});

/** Files of the report by their names: sent with it, and the staff's private ones. */
interface ReportFiles {
  sent?: string[];
  private?: string[];
}

async function renderReport(
  canExternalSend: boolean,
  forwards: Forward[] = [],
  files: ReportFiles = {},
  given: { redactions?: RedactionRecord; canResponse?: boolean } = {},
) {
  const organisation = await organisationWithKeys();
  const report = reportDetailsFixture({
    canExternalSend,
    adminId: organisation.session.id,
    ...(given.canResponse === undefined ? {} : { canResponse: given.canResponse }),
  });
  const reportKey = await generateReportKey();
  const content = await reportContentFixture(organisation, report, {
    fields: [
      {
        def: { id: 'f1', type: fieldType.longText, required: true, label: 'Opis zdarzenia', options: [] },
        value: 'Opis',
      },
    ],
    reporter: null,
    reportKey,
    ...(given.redactions ? { redactions: { record: given.redactions, version: 1 } } : {}),
  });
  const named = async (name: string) => {
    const fileId = crypto.randomUUID();
    return {
      fileId,
      size: 1_000,
      name: await encryptContent(reportKey, name, {
        tenant: TENANT_ID,
        report: report.reportId,
        purpose: CONTENT_PURPOSE.fileName(fileId),
      }),
    };
  };
  content.files = await Promise.all((files.sent ?? []).map(named));
  const privateFiles = await Promise.all(
    (files.private ?? []).map(async (name) => ({
      ...(await named(name)),
      uploadedAt: '2026-11-23T11:00:00.000Z',
      uploaderId: organisation.session.id,
      messageId: null,
    })),
  );
  const refreshed: string[] = [];
  server.use(
    contractHandler(getReport, () => report),
    contractHandler(getReportContent, () => content),
    contractHandler(listReportNotes, () => ({ notes: [], damageNotes: [] })),
    contractHandler(listPrivateFiles, () => ({ files: privateFiles })),
    contractHandler(listReportMessages, () => ({ messages: [] })),
    contractHandler(openReport, () => ({ state: 2 as const, acknowledgedAt: '2026-11-23T10:00:00.000Z' })),
    contractHandler(listForwards, () => ({ forwards })),
    contractHandler(getForward, ({ params }) => {
      refreshed.push(params.forwardId);
      return forwardFixture({ delivery: 'delivered', deliveredAt: '2026-11-23T09:01:00.000Z' });
    }),
  );
  const rendered = render(undefined, {
    path: `/signal/${report.reportId}`,
    session: organisation.session,
    keys: 'none',
  });
  await holdKeys(organisation);
  await screen.findByRole('heading', { level: 1, name: `Zgłoszenie ${report.identifier}` });
  return { ...rendered, refreshed };
}

const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('forwarding on the report page', () => {
  it('lists the forwards with their status and refreshes one row', async () => {
    const { user, refreshed } = await renderReport(true, [forwardFixture()]);
    await user.click(await screen.findByRole('button', { name: 'Przekazanie do organów zewnętrznych' }));
    const table = await screen.findByRole('table', { name: 'Przekazania zgłoszenia' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Prokuratura Rejonowa')).toBeTruthy();
    expect(within(row).getByText('DW: sekretariat@prokuratura.example')).toBeTruthy();
    expect(within(row).getByText('Wysłano — oczekuje na doręczenie')).toBeTruthy();
    expect(within(row).getByText('1/5')).toBeTruthy();
    await user.click(
      within(row).getByRole('button', { name: 'Odśwież status przekazania do biuro@prokuratura.example' }),
    );
    expect(await within(row).findByText('Doręczono')).toBeTruthy();
    expect(within(row).getByText('23.11.2026, 10:01')).toBeTruthy();
    expect(refreshed).toEqual(['00000000-0000-4000-8000-00000000f001']);
  });

  it('opens the modal only once the report is decrypted; Wyślij waits for a valid recipient, with the spec’s texts and counters', async () => {
    const { user } = await renderReport(true);
    const forward = () => screen.getByRole('button', { name: 'Przekaż do organu zewnętrznego' });
    await screen.findByRole('button', { name: 'Przekaż do organu zewnętrznego' });
    expect(forward().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Wyświetl zgłoszenie' }));
    await waitFor(() => expect(forward().hasAttribute('disabled')).toBe(false));
    await user.click(forward());

    const dialog = await screen.findByRole('dialog', { name: 'Przekazanie zgłoszenia do organu zewnętrznego' });
    const send = within(dialog).getByRole('button', { name: 'Wyślij' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Pakiet opuszcza szyfrowanie end-to-end')).toBeTruthy();
    expect((within(dialog).getByLabelText('Treść wiadomości') as HTMLTextAreaElement).value).toContain(
      'Fundacja Łąka przekazuje zgłoszenie naruszenia prawa nr',
    );

    const emailTo = within(dialog).getByLabelText(/^E-mail do/);
    await user.click(emailTo);
    await user.tab();
    expect(errorOf(emailTo)).toBe('E-mail jest wymagany');
    await user.type(emailTo, 'biuro@prokuratura');
    await user.tab();
    expect(errorOf(emailTo)).toBe('Niepoprawny E-mail');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(emailTo, '.example');
    expect(within(dialog).getByText('25/100')).toBeTruthy();
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));

    const cc = within(dialog).getByLabelText('DW');
    await user.type(cc, 'dw@');
    await user.tab();
    expect(errorOf(cc)).toBe('Niepoprawny E-mail');
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByLabelText('Nazwa organizacji'), 'PIP');
    expect(within(dialog).getByText('3/250')).toBeTruthy();
    expect(within(dialog).getByText('Zgłoszenie nie ma załączników.')).toBeTruthy();
    // Many keystrokes through the whole page: slower than one screen's default budget on a busy machine.
  }, 45_000);

  it('offers every file of the report, the private ones unticked until chosen', async () => {
    const { user } = await renderReport(true, [], { sent: ['umowa.pdf'], private: ['notatka zespołu.pdf'] });
    const forward = () => screen.getByRole('button', { name: 'Przekaż do organu zewnętrznego' });
    await screen.findByRole('button', { name: 'Przekaż do organu zewnętrznego' });
    await user.click(screen.getByRole('button', { name: 'Wyświetl zgłoszenie' }));
    await waitFor(() => expect(forward().hasAttribute('disabled')).toBe(false));
    await user.click(forward());
    const dialog = await screen.findByRole('dialog', { name: 'Przekazanie zgłoszenia do organu zewnętrznego' });
    const sent = (await within(dialog).findByRole('checkbox', {
      name: 'umowa.pdf (załącznik zgłoszenia)',
    })) as HTMLInputElement;
    const own = within(dialog).getByRole('checkbox', {
      name: 'notatka zespołu.pdf (załącznik prywatny)',
    }) as HTMLInputElement;
    expect([sent.checked, own.checked]).toEqual([true, false]);
    await user.click(own);
    expect(own.checked).toBe(true);
  }, 45_000);

  it('shows neither the list nor the button without canExternalSend', async () => {
    await renderReport(false);
    await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' });
    expect(screen.queryByRole('button', { name: 'Przekaż do organu zewnętrznego' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Przekazanie do organów zewnętrznych' })).toBeNull();
  });

  it('once something is redacted, sends the redacted PDF by default; who may not redact cannot choose the original', async () => {
    const redactions: RedactionRecord = { v: 1, redactions: [{ target: 'field:f1', start: 0, end: 4, kind: 'black' }] };
    const open = async (canResponse: boolean) => {
      const { user } = await renderReport(true, [], {}, { redactions, canResponse });
      const forward = () => screen.getByRole('button', { name: 'Przekaż do organu zewnętrznego' });
      await screen.findByRole('button', { name: 'Przekaż do organu zewnętrznego' });
      await user.click(screen.getByRole('button', { name: 'Wyświetl zgłoszenie' }));
      await waitFor(() => expect(forward().hasAttribute('disabled')).toBe(false));
      await user.click(forward());
      return screen.findByRole('dialog', { name: 'Przekazanie zgłoszenia do organu zewnętrznego' });
    };
    const dialog = await open(true);
    const choice = within(dialog).getByRole('checkbox', { name: 'Wyślij raport PDF w wersji zaczernionej' });
    expect((choice as HTMLInputElement).checked).toBe(true);
    cleanup();
    const withoutChoice = await open(false);
    expect(within(withoutChoice).queryByRole('checkbox', { name: /wersji zaczernionej/ })).toBeNull();
    expect(within(withoutChoice).getByText('Raport PDF zostanie wysłany w wersji zaczernionej.')).toBeTruthy();
  }, 45_000);
});
