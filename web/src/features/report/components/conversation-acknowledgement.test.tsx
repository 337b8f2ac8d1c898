import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReportMessages } from '@shared/contracts/reports/list-report-messages.js';
import { CONTENT_PURPOSE, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import { reportState } from '@shared/domain/report.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { useDecryptedConversation } from '../hooks/use-conversation.js';
import { ConversationBoard } from './conversation-board.js';

const tenantId = 'tenant-1';
const reportId = '0b9f6a3e-8c1d-4f5e-9a7b-2c3d4e5f6a7b';
const messageId = '00000000-0000-4000-8000-000000000001';

describe('the conversation board of a report the rule acknowledged', () => {
  it('starts with the organisation’s Polish text as “Automatyczne potwierdzenie”, before the reporter’s messages', async () => {
    const reportKey = await generateReportKey();
    const body = await encryptContent(reportKey, 'Czy sprawa jest w toku?', {
      tenant: tenantId,
      report: reportId,
      purpose: CONTENT_PURPOSE.message(messageId, 'reporter'),
    });
    server.use(
      contractHandler(listReportMessages, () => ({
        messages: [
          {
            messageId,
            author: 'reporter' as const,
            sentAt: '2026-11-21T10:00:00.000Z',
            body,
            files: [],
            authorName: null,
            feedback: false,
          },
        ],
        automaticAcknowledgement: {
          sentAt: '2026-11-20T09:00:00.000Z',
          text: 'Dziękujemy, zgłoszenie dotarło.',
          translations: { en: 'Thank you, your report has arrived.' },
        },
      })),
    );
    render(
      <ConversationBoard
        report={{ tenantId, reportId, state: reportState.open, canResponse: true }}
        reportKey={reportKey}
      />,
      { session: staffSessionFixture() },
    );
    const board = screen.getByRole('region', { name: 'Korespondencja z sygnalistą' });
    await within(board).findByText('Czy sprawa jest w toku?');
    const [first, second] = within(board).getAllByRole('listitem');
    expect(first!.getAttribute('aria-label')).toBe('Automatyczne potwierdzenie, 20.11.2026, 10:00');
    expect(within(first!).getByText('Dziękujemy, zgłoszenie dotarło.')).toBeTruthy();
    expect(first!.textContent).not.toContain('Thank you');
    expect(second!.getAttribute('aria-label')).toBe('Sygnalista, 21.11.2026, 11:00');
  });
});

describe('useDecryptedConversation (for the report PDF) of a report the rule acknowledged', () => {
  function Entries({ reportKey }: { reportKey: CryptoKey }) {
    const entries = useDecryptedConversation({ tenantId, reportId }, reportKey);
    return <pre data-testid="entries">{JSON.stringify(entries)}</pre>;
  }

  it('gives the acknowledgement first, named as such', async () => {
    const reportKey = await generateReportKey();
    server.use(
      contractHandler(listReportMessages, () => ({
        messages: [],
        automaticAcknowledgement: { sentAt: '2026-11-20T09:00:00.000Z', text: 'Dziękujemy, zgłoszenie dotarło.' },
      })),
    );
    render(<Entries reportKey={reportKey} />, { session: staffSessionFixture() });
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('entries').textContent ?? 'null')).toEqual([
        {
          author: 'staff',
          sentAt: '2026-11-20T09:00:00.000Z',
          text: 'Dziękujemy, zgłoszenie dotarło.',
          authorName: 'Automatyczne potwierdzenie',
          fileNames: [],
        },
      ]),
    );
  });
});
